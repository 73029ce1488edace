package io.crawlgp.util;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;

/**
 * Runs independent units of work on a fixed pool and returns their results in unit order, whatever the thread count
 * or finishing order. The first failure is rethrown as is (runtime exceptions) so errors keep their messages.
 */
public final class Parallel {
    private Parallel() {}

    public static <T> List<T> map(int threads, int units, IntFunction<T> work) {
        List<T> out = new ArrayList<>(units);
        if (units == 0) return out;
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(threads, units)));
        try {
            List<Future<T>> futures = new ArrayList<>(units);
            for (int i = 0; i < units; i++) {
                final int unit = i;
                futures.add(pool.submit(() -> work.apply(unit)));
            }
            for (Future<T> f : futures) out.add(f.get());
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) throw re;
            if (e.getCause() instanceof Error err) throw err;
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    public static void run(int threads, int units, IntConsumer work) {
        map(threads, units, i -> {
            work.accept(i);
            return null;
        });
    }
}
