package io.crawlgp.util;

import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicLong;
import libsvm.svm;
import libsvm.svm_model;
import libsvm.svm_node;
import libsvm.svm_parameter;
import libsvm.svm_problem;

/**
 * LIBSVM plumbing shared by the models that use it (thread revisits' SVR and DEC, content change's polynomial SVM):
 * silenced training output, sparse feature vectors, parameters with LIBSVM's usual defaults, and a training call that
 * turns rejected parameters into a clear error.
 */
public final class Libsvm {
    static {
        svm.svm_set_print_string_function(s -> {}); // LIBSVM prints training progress to stdout otherwise
    }

    private Libsvm() {}

    private static final String ITERATION_LIMIT = "\nWARNING: reaching max number of iterations\n";
    private static final AtomicLong LIMIT_HITS = new AtomicLong();

    /**
     * LIBSVM's solver prints its iteration-limit warning straight to System.err (not through its print hook), once per
     * training, across a progress bar. Installed once by the CLI: this System.err counts and drops exactly that text
     * and passes everything else through; the count is reported when the command ends ({@link #iterationLimitHits}).
     */
    public static synchronized void quietIterationWarnings() {
        // the one place the process's System.err is replaced, once: a second call would count every warning twice
        if (quieted) return;
        PrintStream err = System.err;
        System.setErr(new PrintStream(err, true) {
            @Override
            public void print(String s) {
                if (ITERATION_LIMIT.equals(s)) LIMIT_HITS.incrementAndGet();
                else super.print(s);
            }
        });
        quieted = true;
    }

    private static boolean quieted;

    /** Trainings that stopped at LIBSVM's iteration limit since the start (counted once the CLI installed the filter). */
    public static long iterationLimitHits() {
        return LIMIT_HITS.get();
    }

    /** The vector as LIBSVM's sparse nodes: only non-zero entries, indices from 1. */
    public static svm_node[] sparse(double[] x) {
        int nz = 0;
        for (double v : x) if (v != 0) nz++;
        svm_node[] out = new svm_node[nz];
        int k = 0;
        for (int j = 0; j < x.length; j++) {
            if (x[j] == 0) continue;
            svm_node n = new svm_node();
            n.index = j + 1;
            n.value = x[j];
            out[k++] = n;
        }
        return out;
    }

    /**
     * Parameters for the given SVM type and kernel with LIBSVM's usual defaults: stopping tolerance 1e-3, shrinking on,
     * no probability model, no class weights; the caller sets C, gamma and the kernel's or type's own values.
     */
    public static svm_parameter parameters(int svmType, int kernelType, double cacheMb) {
        svm_parameter s = new svm_parameter();
        s.svm_type = svmType;
        s.kernel_type = kernelType;
        s.eps = 1e-3;
        s.cache_size = cacheMb;
        s.shrinking = 1;
        s.probability = 0;
        s.nr_weight = 0;
        s.weight_label = new int[0];
        s.weight = new double[0];
        return s;
    }

    /** Trains on nodes x with targets y; {@code what} names the model in the error when LIBSVM rejects the parameters. */
    public static svm_model train(svm_node[][] x, double[] y, svm_parameter s, String what) {
        svm_problem p = new svm_problem();
        p.l = x.length;
        p.x = x;
        p.y = y;
        String err = svm.svm_check_parameter(p, s);
        if (err != null) throw new UserError(what + ": LIBSVM rejects the parameters: " + err);
        return svm.svm_train(p, s);
    }
}
