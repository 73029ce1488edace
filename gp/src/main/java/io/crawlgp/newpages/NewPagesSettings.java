package io.crawlgp.newpages;

import static io.crawlgp.util.Check.inRange;
import static io.crawlgp.util.Check.positive;

import io.crawlgp.util.UserError;
import java.util.List;

/**
 * Every setting of a new-page ordering experiment (validated; the message names the bad field). Time is split by
 * discovery: the first {@code modelFraction} of the span trains the boosted models, the next {@code gpFraction}
 * evolves the GP priority (pages the models never saw), the rest is the test period T on which every policy runs.
 *
 * @param dataset "synthetic" (the generator, regenerated per repeat with a derived seed) or a newpages.csv path
 * @param capacity fetches per test page: τ = T / (capacity × pages discovered in T), unless tauSeconds > 0
 * @param shareHours t of §3.4: λ̂ = −ln(1 − ŝ)/t from the predicted share ŝ of visits in the first t hours
 * @param curve the synthetic generator's family of popularity curves: "exponential" or "mixed" ({@link NewPageGenerator})
 */
public record NewPagesSettings(
        String dataset,
        int pages,
        int hosts,
        double spanHours,
        int hours,
        double medianVisits,
        double noiseSigma,
        double modelFraction,
        double gpFraction,
        double capacity,
        double tauSeconds,
        int shareHours,
        int rounds,
        double eta,
        int maxDepth,
        double subsample,
        double minChildWeight,
        int gpPopulation,
        int gpGenerations,
        int repeats,
        long seed,
        List<String> policies,
        String curve) {

    public NewPagesSettings {
        if (dataset == null || dataset.isBlank()) throw new UserError("dataset must be 'synthetic' or a path");
        new NewPageGeneratorSettings(
                pages, hosts, spanHours, hours, medianVisits, noiseSigma, 0, curve); // validates the generator part
        inRange("modelFraction", modelFraction, 0.05, 0.9);
        inRange("gpFraction", gpFraction, 0, 0.9);
        if (modelFraction + gpFraction >= 0.95)
            throw new UserError("modelFraction + gpFraction must leave at least 5% of the span to test, got "
                    + (modelFraction + gpFraction));
        inRange("capacity", capacity, 1e-4, 10);
        inRange("tauSeconds", tauSeconds, 0, 1e9);
        positive("shareHours", shareHours);
        new BoostingSettings(rounds, eta, maxDepth, subsample, minChildWeight, 1, 0); // validates the boosting part
        inRange("gpPopulation", gpPopulation, 2, 100_000);
        positive("gpGenerations", gpGenerations);
        inRange("repeats", repeats, 1, 1000);
        policies = List.copyOf(policies);
        if (policies.isEmpty()) throw new UserError("policies must not be empty");
        for (String p : policies) OrderingPolicy.parse(p);
        if (policies.contains("gp") && gpFraction == 0)
            throw new UserError("policy gp needs gpFraction > 0 (pages to evolve on)");
    }

    public static NewPagesSettings defaults() {
        NewPageGeneratorSettings g = NewPageGeneratorSettings.defaults();
        BoostingSettings b = BoostingSettings.defaults();
        return new NewPagesSettings(
                "synthetic",
                g.pages(),
                g.hosts(),
                g.spanHours(),
                g.hours(),
                g.medianVisits(),
                g.noiseSigma(),
                0.5,
                0.1,
                0.25,
                0,
                6,
                b.rounds(),
                b.eta(),
                b.maxDepth(),
                b.subsample(),
                b.minChildWeight(),
                30,
                8,
                5,
                1,
                List.of(
                        "fifo",
                        "newest",
                        "random",
                        "predicted-a",
                        "expected-utility",
                        "oracle-a-lambda",
                        "oracle-remaining",
                        "gp"),
                "exponential");
    }

    public boolean synthetic() {
        return dataset.equals("synthetic");
    }

    public NewPageGeneratorSettings generator(long generatorSeed) {
        return new NewPageGeneratorSettings(
                pages, hosts, spanHours, hours, medianVisits, noiseSigma, generatorSeed, curve);
    }

    public BoostingSettings boosting(long boostSeed) {
        return new BoostingSettings(rounds, eta, maxDepth, subsample, minChildWeight, 1, boostSeed);
    }
}
