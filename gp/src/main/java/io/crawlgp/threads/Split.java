package io.crawlgp.threads;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Which posts of which threads train and which are evaluated: thread {@code threads[i]} trains on its posts before
 * {@code trainTo[i]} and is evaluated on posts {@code evalFrom[i] .. evalTo[i]-1}.
 */
public record Split(int[] threads, int[] trainTo, int[] evalFrom, int[] evalTo) {

    /** Tan §5.1: per thread the first share trains, the rest is evaluated. */
    public static Split of(ThreadData data, int[] threads, double trainShare) {
        int n = threads.length;
        int[] tt = new int[n], ef = new int[n], et = new int[n];
        for (int i = 0; i < n; i++) {
            DiscussionThread t = data.thread(threads[i]);
            tt[i] = t.trainingPosts(trainShare);
            ef[i] = tt[i];
            et[i] = t.size();
        }
        return new Split(threads.clone(), tt, ef, et);
    }

    /** Inside the training posts: the first share trains, the rest validates (tuning never sees the test posts). */
    public Split validation(double share) {
        int n = threads.length;
        int[] tt = new int[n], ef = new int[n], et = new int[n];
        for (int i = 0; i < n; i++) {
            int inner = Math.max(1, Math.min(trainTo[i] - 1, (int) Math.ceil(share * trainTo[i] - 1e-9)));
            tt[i] = inner;
            ef[i] = inner;
            et[i] = trainTo[i];
        }
        return new Split(threads.clone(), tt, ef, et);
    }

    /** The GP's fitness cases: the second half of each thread's training posts, simulated after the first half. */
    public Split gpFitness() {
        int n = threads.length;
        int[] ef = new int[n];
        for (int i = 0; i < n; i++) ef[i] = Math.max(1, trainTo[i] / 2);
        return new Split(threads.clone(), trainTo.clone(), ef, trainTo.clone());
    }

    /** Training instances: seen = 1 .. trainTo − 1, target the gap after the last seen post. */
    public List<Instance> instances(ThreadData data) {
        List<Instance> out = new ArrayList<>();
        for (int i = 0; i < threads.length; i++) {
            DiscussionThread t = data.thread(threads[i]);
            for (int m = 1; m < trainTo[i]; m++) out.add(new Instance(threads[i], m, t.gap(m - 1)));
        }
        return out;
    }

    /** A subset of these threads (positions in this split). */
    public Split subset(int[] positions) {
        int[] a = new int[positions.length],
                b = new int[positions.length],
                c = new int[positions.length],
                d = new int[positions.length];
        for (int k = 0; k < positions.length; k++) {
            a[k] = threads[positions[k]];
            b[k] = trainTo[positions[k]];
            c[k] = evalFrom[positions[k]];
            d[k] = evalTo[positions[k]];
        }
        return new Split(a, b, c, d);
    }

    public int size() {
        return threads.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Split s
                && Arrays.equals(threads, s.threads)
                && Arrays.equals(trainTo, s.trainTo)
                && Arrays.equals(evalFrom, s.evalFrom)
                && Arrays.equals(evalTo, s.evalTo);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(threads) * 31 + Arrays.hashCode(evalFrom);
    }

    @Override
    public String toString() {
        return "Split[" + threads.length + " threads]";
    }
}
