package io.crawlgp.threads;

import io.crawlgp.util.UserError;

/**
 * The event simulation of Tan §4: the crawler knows the first {@code from} posts of a thread (its last visit saw post
 * from − 1); after each visit the policy predicts Δ̂ and the next visit is at t(last seen post) + Δ̂, or, when that
 * moment has already passed, at the current visit + Δ̂. Δ̂ is at least {@code minGap} minutes (the time
 * granularity). A visit retrieves every post made since the previous one. The run ends at the last post
 * (time t_last of post {@code to − 1}): §4.2 ignores visits after it and takes its worst case as a visit at t_last,
 * so a post not retrieved by then counts as retrieved at t_last and the planned visit is not counted. This keeps
 * Pr_miss = T/T_max within [0, 1].
 *
 * <p>Between two posts a policy's prediction cannot change (it depends only on the posts seen), so the visits that
 * find nothing are counted in closed form: with first empty-handed visit v and step g, the visit that passes the next
 * post at time p is v + k·g with k = ⌈(p − v)/g⌉. {@link #reference} visits one by one; tests hold the two equal.
 */
public final class RevisitSimulator {
    private RevisitSimulator() {}

    public static ThreadMetrics run(
            DiscussionThread t, int from, int to, RevisitModel.Predictor p, double minGap, double alpha) {
        check(t, from, to);
        double now = t.time(from - 1), last = t.time(to - 1);
        int seen = from;
        long visits = 0;
        double delay = 0;
        while (seen < to) {
            double g = Math.max(minGap, p.nextGap(seen));
            double v = t.time(seen - 1) + g;
            if (v <= now) v = now + g;
            double next = t.time(seen);
            if (v < next) { // empty visits at v, v + g, ... until the one at or after the next post
                double k = Math.ceil((next - v) / g);
                while (v + k * g < next) k++; // guard against rounding
                while (k > 0 && v + (k - 1) * g >= next) k--;
                visits += (long) k; // all before next <= t_last
                v = v + k * g;
            }
            if (v > last) { // after the last post: not made; what is left counts as retrieved at t_last
                while (seen < to) delay += last - t.time(seen++);
                break;
            }
            visits++;
            now = v;
            int before = seen;
            while (seen < to && t.time(seen) <= now) delay += now - t.time(seen++);
            p.observed(before, seen);
        }
        return metrics(t, from, to, visits, delay, alpha);
    }

    /** The plain version: one loop iteration per visit. */
    public static ThreadMetrics reference(
            DiscussionThread t, int from, int to, RevisitModel.Predictor p, double minGap, double alpha) {
        check(t, from, to);
        double now = t.time(from - 1), last = t.time(to - 1);
        int seen = from;
        long visits = 0;
        double delay = 0;
        double g = Math.max(minGap, p.nextGap(seen));
        double first = t.time(seen - 1) + g;
        double v = first <= now ? now + g : first;
        long k = 0; // empty visits since the last post was revealed
        while (seen < to) {
            double visit = v + k * g;
            if (visit > last) {
                while (seen < to) delay += last - t.time(seen++);
                break;
            }
            visits++;
            if (t.time(seen) <= visit) {
                int before = seen;
                while (seen < to && t.time(seen) <= visit) delay += visit - t.time(seen++);
                p.observed(before, seen);
                if (seen == to) break;
                now = visit;
                g = Math.max(minGap, p.nextGap(seen));
                first = t.time(seen - 1) + g;
                v = first <= now ? now + g : first;
                k = 0;
            } else k++;
        }
        return metrics(t, from, to, visits, delay, alpha);
    }

    private static void check(DiscussionThread t, int from, int to) {
        if (from < 1 || to > t.size() || from >= to)
            throw new UserError(
                    "thread " + t.id() + ": need 1 <= from < to <= " + t.size() + ", got from=" + from + ", to=" + to);
    }

    static ThreadMetrics metrics(DiscussionThread t, int from, int to, long visits, double delay, double alpha) {
        int posts = to - from;
        double last = t.time(to - 1), start = t.time(from - 1);
        double tScore = delay / posts;
        double tMax = 0;
        for (int i = from; i < to; i++) tMax += last - t.time(i);
        tMax /= posts;
        double prMiss = tMax > 0 ? tScore / tMax : (tScore > 0 ? 1 : 0);
        double prFa = visits / Math.max(1.0, (last - start) - posts);
        return new ThreadMetrics(
                posts,
                (int) Math.min(Integer.MAX_VALUE, visits),
                tScore,
                (double) visits / posts,
                prMiss,
                prFa,
                alpha * prFa + (1 - alpha) * prMiss);
    }
}
