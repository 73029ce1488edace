package io.crawlgp.threads;

import io.crawlgp.text.TextPipeline;
import io.crawlgp.util.Parallel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Threads with every post's text run through {@link TextPipeline} once: token ids per post over one vocabulary
 * (ids in order of first appearance, so the same input gives the same ids on any thread count).
 */
public final class ThreadData {
    private final List<DiscussionThread> threads;
    private final int[][][] tokens;
    private final List<String> vocabulary;

    private ThreadData(List<DiscussionThread> threads, int[][][] tokens, List<String> vocabulary) {
        this.threads = threads;
        this.tokens = tokens;
        this.vocabulary = vocabulary;
    }

    public static ThreadData of(List<DiscussionThread> threads, int workers) {
        List<List<List<String>>> toks = Parallel.map(workers, threads.size(), i -> {
            List<List<String>> posts = new ArrayList<>();
            for (Post p : threads.get(i).posts()) posts.add(TextPipeline.tokens(p.text()));
            return posts;
        });
        Map<String, Integer> ids = new HashMap<>();
        List<String> vocab = new ArrayList<>();
        int[][][] out = new int[threads.size()][][];
        for (int i = 0; i < threads.size(); i++) {
            List<List<String>> posts = toks.get(i);
            out[i] = new int[posts.size()][];
            for (int j = 0; j < posts.size(); j++) {
                List<String> ts = posts.get(j);
                int[] a = new int[ts.size()];
                for (int k = 0; k < a.length; k++) {
                    String t = ts.get(k);
                    Integer id = ids.get(t);
                    if (id == null) {
                        id = vocab.size();
                        ids.put(t, id);
                        vocab.add(t);
                    }
                    a[k] = id;
                }
                out[i][j] = a;
            }
        }
        return new ThreadData(List.copyOf(threads), out, List.copyOf(vocab));
    }

    public List<DiscussionThread> threads() {
        return threads;
    }

    public DiscussionThread thread(int i) {
        return threads.get(i);
    }

    public int size() {
        return threads.size();
    }

    /** Token ids of post j of thread i. */
    int[] tokens(int i, int j) {
        return tokens[i][j];
    }

    public List<String> vocabulary() {
        return vocabulary;
    }

    /** The threads with at least {@code minPosts} posts, as indices. */
    public int[] atLeast(int minPosts) {
        return IntStream.range(0, size())
                .filter(i -> threads.get(i).size() >= minPosts)
                .toArray();
    }
}
