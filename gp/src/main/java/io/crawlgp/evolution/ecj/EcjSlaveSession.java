package io.crawlgp.evolution.ecj;

import ec.EvolutionState;
import ec.eval.Slave;
import io.crawlgp.evolution.Breeding;
import io.crawlgp.expr.Expr;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;
import java.util.function.ToDoubleFunction;

/**
 * A worker's side of ECJ's slave protocol for one GP run, as ECJ's own Slave speaks it after connecting (its number,
 * our name, the master's random seed, the problem's additional data), with ECJ's {@link Slave#evaluateSimpleProblemForm}
 * doing each job. Only fitnesses travel back, not whole individuals. Unlike ECJ's Slave it never exits the JVM and
 * needs no parameter file: the GP state is built from the run's typed settings, like the master's.
 */
public final class EcjSlaveSession {
    /** What the worker evaluates for one fold: the run's breeding settings and inputs (to read trees) and the fitness. */
    public record Fold(Breeding settings, List<String> inputs, ToDoubleFunction<Expr> fitness) {}

    private EcjSlaveSession() {}

    /** What one session did: jobs served, and nanoseconds spent on them (reading, evaluating, answering) and waiting. */
    public record Served(int fold, int jobs, long busyNanos, long waitingNanos) {
        @Override
        public String toString() {
            return String.format(
                    Locale.ROOT,
                    "fold %d: %d jobs, busy %.1f s, waiting for the master %.1f s",
                    fold,
                    jobs,
                    busyNanos / 1e9,
                    waitingNanos / 1e9);
        }
    }

    /**
     * Serves one GP run until the master sends ECJ's shutdown. {@code settingsHash} must match the one the master
     * sends with the fold.
     */
    public static Served serve(
            DataInputStream in, DataOutputStream out, String name, String settingsHash, IntFunction<Fold> folds)
            throws IOException {
        in.readInt(); // ECJ's slave number: we keep our own name
        out.writeUTF(name);
        out.flush();
        int seed = in.readInt();
        int fold = in.readInt();
        String hash = in.readUTF();
        if (!hash.equals(settingsHash))
            throw new IOException("the master's GP run has settings " + hash + ", this session " + settingsHash);
        Fold f = folds.apply(fold);
        EvolutionState state = EcjEvolution.prepare(
                EcjParameters.database(EcjParameters.fromSettings(f.settings(), seed & 0x7fffffff, f.inputs())),
                new StringWriter());
        ((ExprProblem) state.evaluator.p_problem).fitness = f.fitness();
        int jobs = 0;
        long busy = 0, waiting = 0;
        while (true) {
            long t0 = System.nanoTime();
            byte op = in.readByte();
            long t1 = System.nanoTime();
            waiting += t1 - t0;
            if (op == Slave.V_SHUTDOWN) return new Served(fold, jobs, busy, waiting);
            if (op != Slave.V_EVALUATESIMPLE)
                throw new IOException("ECJ message " + op + " is not one a crawlgp worker serves");
            Slave.evaluateSimpleProblemForm(state, false, in, out, new String[0]);
            busy += System.nanoTime() - t1;
            jobs++;
        }
    }
}
