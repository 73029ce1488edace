package io.crawlgp.threads;

import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** A thread's posts in time order (ties keep input order). Immutable. */
public record DiscussionThread(String id, List<Post> posts) {
    public DiscussionThread {
        List<Post> sorted = new ArrayList<>(posts);
        sorted.sort(Comparator.comparingDouble(Post::minutes));
        posts = List.copyOf(sorted);
        if (posts.isEmpty()) throw new UserError("thread " + id + " has no posts");
    }

    public int size() {
        return posts.size();
    }

    public double time(int i) {
        return posts.get(i).minutes();
    }

    /** Δ_i of Tan Table 3.1: the gap between post i and post i + 1, in minutes. */
    public double gap(int i) {
        return time(i + 1) - time(i);
    }

    /**
     * Tan §5.1: the first 75% of the posts train, the rest test. Returns the number of training posts:
     * ceil(share × size), at least 2 (a gap to learn from) and at most size − 1 (something to test).
     */
    public int trainingPosts(double share) {
        int n = (int) Math.ceil(share * size() - 1e-9);
        return Math.max(2, Math.min(size() - 1, n));
    }
}
