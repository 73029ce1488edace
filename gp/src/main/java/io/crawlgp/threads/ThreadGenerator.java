package io.crawlgp.threads;

import io.crawlgp.util.Seeds;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A seeded generator of discussion threads for scale and tests, with the regularities Tan §5 reports:
 * <ul>
 *   <li>topic-dependent reply rates (support 1/40 min⁻¹, hardware 1/120, software 1/90, news 1/30, chat 1/300) times a
 *       per-thread lognormal multiplier (sd 0.5);</li>
 *   <li>bursts: after each post, with probability 0.25 a burst starts (rate ×5) and lasts a geometric number of posts
 *       (mean 3);</li>
 *   <li>seasonality by thinning: hour-of-day profile peaking at 14:00 and 21:00 with a trough at 03:00, weekends at 70%;</li>
 *   <li>content that carries signal: each post draws words from its topic's vocabulary and common words; with
 *       probability 0.2 a post carries an urgency word (the next gap is 3× shorter) and with 0.2 a "later" word (2×
 *       longer).</li>
 * </ul>
 * Thread lengths: 3 + a lognormal draw (median 9, capped at 300 posts). Start times spread over 2012.
 */
public final class ThreadGenerator {
    static final String[] TOPICS = {"support", "hardware", "software", "news", "chat"};
    static final double[] RATE_PER_MIN = {1 / 40.0, 1 / 120.0, 1 / 90.0, 1 / 30.0, 1 / 300.0};
    static final String[][] TOPIC_WORDS = {
        {"install", "error", "driver", "update", "reboot", "setting", "problem", "fix"},
        {"cable", "speaker", "amplifier", "receiver", "projector", "screen", "power", "remote"},
        {"firmware", "version", "release", "feature", "patch", "plugin", "codec", "player"},
        {"announcement", "launch", "price", "market", "review", "rumor", "model", "store"},
        {"weekend", "movie", "music", "party", "vacation", "dinner", "friend", "story"}
    };
    static final String[] COMMON = {
        "think",
        "really",
        "would",
        "could",
        "thanks",
        "anyone",
        "question",
        "people",
        "looks",
        "great",
        "there",
        "something"
    };
    static final String[] URGENT = {"urgent", "asap", "broken", "crash", "emergency"};
    static final String[] LATER = {"eventually", "someday", "curious", "wondering", "archive"};
    static final double START_2012_MIN = 1325376000L / 60.0;

    private ThreadGenerator() {}

    public static List<DiscussionThread> generate(int threads, long seed) {
        List<DiscussionThread> out = new ArrayList<>(threads);
        for (int i = 0; i < threads; i++) out.add(thread(i, new SplittableRandom(Seeds.derive(seed, "thread", i))));
        return out;
    }

    static DiscussionThread thread(int i, SplittableRandom r) {
        int topic = r.nextInt(TOPICS.length);
        int length = 3 + (int) Math.min(297, Math.floor(Math.exp(Math.log(6) + 0.9 * gaussian(r))));
        double base = RATE_PER_MIN[topic] * Math.exp(0.5 * gaussian(r));
        double t = Math.rint((START_2012_MIN + r.nextDouble() * 366 * 1440) * 60) / 60; // whole seconds
        List<Post> posts = new ArrayList<>(length);
        int burstLeft = 0;
        double factor = 1;
        for (int p = 0; p < length; p++) {
            if (p > 0) {
                double rate = base * factor * (burstLeft > 0 ? 5 : 1);
                do t += -Math.log1p(-r.nextDouble()) / rate; // thinning against the seasonal profile (max 1)
                while (r.nextDouble() >= season(t));
                t = Math.rint(t * 60) / 60; // whole seconds, exact through the CSV
                if (burstLeft > 0) burstLeft--;
            }
            if (burstLeft == 0 && r.nextDouble() < 0.25)
                burstLeft = 1 + (int) Math.floor(Math.log1p(-r.nextDouble()) / Math.log(2.0 / 3));
            StringBuilder text = new StringBuilder();
            int words = 8 + r.nextInt(20);
            for (int w = 0; w < words; w++) {
                String[] pool = r.nextDouble() < 0.6 ? TOPIC_WORDS[topic] : COMMON;
                text.append(pool[r.nextInt(pool.length)]).append(' ');
            }
            factor = 1;
            double u = r.nextDouble();
            if (u < 0.2) {
                text.append(URGENT[r.nextInt(URGENT.length)]);
                factor = 3;
            } else if (u < 0.4) {
                text.append(LATER[r.nextInt(LATER.length)]);
                factor = 0.5;
            }
            posts.add(new Post(
                    "t" + i + "/p" + p,
                    p == 0 ? "question" : "answer",
                    t,
                    "<p>" + text.toString().strip() + "</p>"));
        }
        return new DiscussionThread("synthetic/" + TOPICS[topic] + "/" + i, posts);
    }

    /** Relative activity at a time (minutes since the epoch, UTC), in (0, 1]. */
    static double season(double minutes) {
        double hour = (minutes / 60) % 24;
        long day = (long) Math.floor(minutes / 1440);
        int dow = (int) Math.floorMod(day + 3, 7); // 1970-01-01 was a Thursday: 0 = Monday
        double h = 0.25
                + 0.45 * Math.exp(-sq((hour - 14) / 3))
                + 0.3 * Math.exp(-sq((hour - 21) / 2))
                + 0.3 * Math.exp(-sq((hour - 18) / 6));
        return Math.min(1, h) * (dow >= 5 ? 0.7 : 1);
    }

    private static double sq(double x) {
        return x * x;
    }

    static double gaussian(SplittableRandom r) {
        double u1 = r.nextDouble(), u2 = r.nextDouble();
        return Math.sqrt(-2 * Math.log1p(-u1)) * Math.cos(2 * Math.PI * u2);
    }
}
