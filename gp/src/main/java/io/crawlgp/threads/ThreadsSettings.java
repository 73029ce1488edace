package io.crawlgp.threads;

import static io.crawlgp.util.Check.inRange;
import static io.crawlgp.util.Check.positive;

import io.crawlgp.util.UserError;
import java.util.List;

/**
 * Every setting of a thread-revisit experiment (validated; messages name the bad field). Defaults suit the bundled
 * Stack Exchange meta threads (median 6 posts): the thesis's forum threads were far longer (≥ 19 posts, w = 15).
 *
 * @param dataset "synthetic" or a posts.csv(.gz) path / folder
 * @param minPosts threads shorter than this are left out (the thesis: 19 = five windows of 15 + the split)
 * @param trainShare first share of each thread's posts that trains (§5.1: 0.75)
 * @param window w, posts per window (§5.1.1 chose 15)
 * @param vocabulary K, tokens kept by univariate regression (§5.1.1 chose 50)
 * @param decay α of DEC's discounted sum (§5.1.1 chose 0.9)
 * @param eta SGD learning rate (on our unit-free error scale, see SgdModel)
 * @param errorAlpha α of Pr_error = α·Pr_FA + (1 − α)·Pr_miss (the thesis does not give its value)
 * @param logTarget regress log(1 + Δ) (true) or Δ in minutes (false, the thesis's literal form)
 * @param features feature groups of SVR and DEC: gaps, content, context (§5.1.1's combined set by default)
 * @param sgdLowerBound "minute" (λ = 1) or "quartile" (λ = max(1, Q1 − 2.5·IQR))
 * @param lengthBins upper bounds of the thread-length bins of the breakdown table (Table 5.9)
 * @param costLevels the cost-matched comparison's levels, as multiples of BL's Visit/Post ({@link CostMatching}); empty: none
 * @param gpCost the GP contender's fitness: "error" (Pr_error at whatever cost its gaps give, the original setting) or
 *     "matched" (Pr_miss with its gaps scaled to BL's Visit/Post on the fitness threads, so it cannot win by polling)
 */
public record ThreadsSettings(
        String dataset,
        int syntheticThreads,
        int minPosts,
        double trainShare,
        int window,
        int vocabulary,
        double decay,
        double eta,
        double svrC,
        double svrGamma,
        double svrEpsilon,
        boolean logTarget,
        List<String> features,
        String sgdLowerBound,
        double errorAlpha,
        double minGapMinutes,
        int gpPopulation,
        int gpGenerations,
        List<String> methods,
        List<String> lengthBins,
        int tuneThreads,
        long seed,
        List<String> costLevels,
        String gpCost) {

    public static final List<String> ALL_METHODS = List.of("BL", "SVR", "DEC", "SGD", "GP");

    public ThreadsSettings {
        if (dataset == null || dataset.isBlank()) throw new UserError("dataset must be 'synthetic' or a path");
        inRange("syntheticThreads", syntheticThreads, 1, 10_000_000);
        inRange("minPosts", minPosts, 3, 1_000_000);
        inRange("trainShare", trainShare, 0.1, 0.95);
        inRange("window", window, 1, 1000);
        inRange("vocabulary", vocabulary, 0, 100_000);
        inRange("decay", decay, 0, 0.999999);
        inRange("eta", eta, 0, 1e6);
        inRange("svrC", svrC, 1e-9, 1e9);
        inRange("svrGamma", svrGamma, 0, 1e9);
        inRange("svrEpsilon", svrEpsilon, 0, 1e9);
        features = List.copyOf(features);
        for (String f : features) group(f);
        if (features.isEmpty()) throw new UserError("features must name at least one of gaps, content, context");
        if (!sgdLowerBound.equals("minute") && !sgdLowerBound.equals("quartile"))
            throw new UserError("sgdLowerBound must be 'minute' or 'quartile', got '" + sgdLowerBound + "'");
        inRange("errorAlpha", errorAlpha, 0, 1);
        inRange("minGapMinutes", minGapMinutes, 1e-6, 1e9);
        inRange("gpPopulation", gpPopulation, 2, 100_000);
        positive("gpGenerations", gpGenerations);
        methods = List.copyOf(methods);
        if (methods.isEmpty()) throw new UserError("methods must not be empty");
        for (String m : methods)
            if (!ALL_METHODS.contains(m))
                throw new UserError("methods: unknown method '" + m + "'; known: " + ALL_METHODS);
        if (!methods.contains("BL"))
            throw new UserError("methods must include BL (every other method is compared with it)");
        lengthBins = List.copyOf(lengthBins);
        int prev = 0;
        for (String b : lengthBins) {
            int v;
            try {
                v = Integer.parseInt(b.strip());
            } catch (NumberFormatException e) {
                throw new UserError("lengthBins: '" + b + "' is not an integer");
            }
            if (v <= prev) throw new UserError("lengthBins must be positive and increase, got " + lengthBins);
            prev = v;
        }
        inRange("tuneThreads", tuneThreads, 2, 1_000_000);
        costLevels = List.copyOf(costLevels);
        for (String c : costLevels) {
            double v;
            try {
                v = Double.parseDouble(c.strip());
            } catch (NumberFormatException e) {
                throw new UserError(
                        "costLevels: '" + c + "' is not a number (multiples of BL's Visit/Post, e.g. 0.5,1,2)");
            }
            if (!(v > 0 && v <= 1000)) throw new UserError("costLevels: " + c + " must be in (0, 1000]");
        }
        if (!"error".equals(gpCost) && !"matched".equals(gpCost))
            throw new UserError(
                    "gpCost must be 'error' (GP minimises Pr_error at its own cost) or 'matched' (Pr_miss at BL's Visit/Post), got '"
                            + gpCost + "'");
    }

    /** The cost levels as multiples of BL's Visit/Post. */
    public List<Double> costMultiples() {
        return costLevels.stream().map(c -> Double.parseDouble(c.strip())).toList();
    }

    public static ThreadsSettings defaults() {
        return new ThreadsSettings(
                "synthetic",
                400,
                10,
                0.75,
                3,
                50,
                0.9,
                0.1,
                1,
                0,
                0.1,
                true,
                List.of("gaps", "content", "context"),
                "minute",
                0.5,
                1,
                60,
                10,
                ALL_METHODS,
                List.of("15", "25", "50"),
                60,
                1,
                List.of("0.25", "0.5", "1", "2", "4"),
                "error");
    }

    static WindowFeatures.Group group(String name) {
        return switch (name) {
            case "gaps" -> WindowFeatures.Group.GAPS;
            case "content" -> WindowFeatures.Group.CONTENT;
            case "context" -> WindowFeatures.Group.CONTEXT;
            default -> throw new UserError("features: unknown group '" + name + "'; known: gaps, content, context");
        };
    }

    /** Upper bounds of the length bins (exclusive); a last, open bin follows. */
    public int[] bins() {
        return lengthBins.stream().mapToInt(b -> Integer.parseInt(b.strip())).toArray();
    }

    public List<WindowFeatures.Group> featureGroups() {
        return features.stream().map(ThreadsSettings::group).toList();
    }
}
