package io.crawlgp.benchmark;

import io.crawlgp.benchmark.Suite.BestRuleMethod;
import io.crawlgp.benchmark.Suite.DatasetEntry;
import io.crawlgp.benchmark.Suite.GpMethod;
import io.crawlgp.benchmark.Suite.Method;
import io.crawlgp.benchmark.Suite.PolicyMethod;
import io.crawlgp.benchmark.Suite.RbMethods;
import io.crawlgp.benchmark.Suite.TunedMethod;
import io.crawlgp.experiment.Split;
import io.crawlgp.gp.Protocol;
import io.crawlgp.gp.SettingsFile;
import io.crawlgp.gp.learn.Gp4cLearner;
import io.crawlgp.io.StrictText;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.TuningSpace;
import io.crawlgp.util.KeyValues;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A suite's {@code methods} line read into its contenders ({@link #methods}), and what a method may not do where it
 * stands: set what the run sets for every contender, or read what a dataset does not have ({@link
 * #refuseWithoutWhatTheyRead}). Every refusal is one line naming the suite's file and line, before any work.
 */
final class SuiteMethods {
    private SuiteMethods() {}

    /**
     * Refuses, before any work, a method that reads what a dataset does not have: the told signal bound ({@code
     * -signal-fullview}) where no signal model was drawn; {@code trainOn} and a {@code -pooled} rule, which learn on the
     * other sources, on a dataset that does not run under split = datasets (a dataset entry may set its own split).
     */
    static void refuseWithoutWhatTheyRead(
            Path file,
            Map<String, Integer> lines,
            Map<String, String> values,
            List<Method> methods,
            List<DatasetEntry> datasets) {
        for (DatasetEntry d : datasets)
            for (Method m : methods)
                if (m.id().has(MethodId.Variant.SIGNAL)
                        && m.id().has(MethodId.Variant.FULLVIEW)
                        && !d.spec().signals().declared())
                    throw new UserError(file + ":" + lines.get("methods") + ": method '" + m.label() + "' is told "
                            + "each site's drawn signal mode; dataset " + d.label() + " declares no signal model "
                            + "(signals = MODE:WEIGHT/...), so there is none to tell");
        for (Method m : methods) // a committee or specialists is chosen on the run's own dataset only (Gp4cLearner)
        if (m instanceof GpMethod gp) {
                Protocol p = SettingsFile.load(gp.experiment(), gp.overrides()).protocol();
                String what = p.committee() != Protocol.NO_COMMITTEE
                        ? "committee = " + p.committee()
                        : p.specialists() != Protocol.NO_SPECIALISTS ? "specialists = " + p.specialists() : null;
                for (DatasetEntry d : datasets) {
                    if (gp.where() != Gp4cLearner.Where.SUITE
                            && gp.where() != Gp4cLearner.Where.HOME
                            && d.settings().protocol().split() != Split.DATASETS)
                        throw new UserError(file + ":" + lines.get("methods") + ": method '" + m.label() + "' learns "
                                + (gp.where() == Gp4cLearner.Where.SEEDED ? "first " : "") + "on the other sources, "
                                + "which split = datasets lists; dataset " + d.label() + " runs under split = "
                                + d.settings().protocol().split().written());
                    if (gp.where() == Gp4cLearner.Where.SEEDED
                            && SettingsFile.load(gp.experiment(), gp.overrides())
                                            .breeding()
                                            .generations()
                                    < 2)
                        throw new UserError(file + ":" + lines.get("methods") + ": method '" + m.label() + "': "
                                + "seedFrom = others gives half the generations to each phase; it needs at least 2");
                    if (what != null
                            && gp.where() != Gp4cLearner.Where.HOME
                            && d.settings().protocol().split() == Split.DATASETS)
                        throw new UserError(file + ":" + lines.get("methods") + ": method '" + m.label() + "': " + what
                                + " is chosen on the run's own dataset; under split = datasets (dataset " + d.label()
                                + ") it is not implemented: deploy GP4C_Best");
                }
            }
        for (DatasetEntry d : datasets) {
            if (d.settings().protocol().split() == Split.DATASETS) continue;
            String split = d.settings().protocol().split().written();
            if (values.containsKey("trainOn"))
                throw new UserError(file + ":" + lines.get("trainOn") + ": trainOn chooses the sources a dataset "
                        + "learns from under split = datasets; dataset " + d.label() + " runs under split = " + split);
            for (Method m : methods)
                if (m.id().learning() == MethodId.Learning.POOLED)
                    throw new UserError(file + ":" + lines.get("methods") + ": method '" + m.label() + "' is tuned "
                            + "on the other sources' datasets, which split = datasets lists; dataset " + d.label()
                            + " runs under split = " + split + " (set split = datasets, or list "
                            + m.id().learning(MethodId.Learning.TUNED).name() + ")");
        }
    }

    /**
     * The settings a method entry may not set: what the run fixes for every contender (the data, the simulation, the
     * folds and split, the metric, what a choice is made on, the other sources): the learner takes them from the run
     * ({@code Gp4cLearner.settings}), so a method's own value would be dropped without a word.
     */
    private static boolean theRuns(String canonical) {
        return canonical.startsWith("dataset.")
                || canonical.startsWith("simulation.")
                || canonical.startsWith("content.")
                || List.of(
                                "protocol.folds",
                                "protocol.fitness",
                                "protocol.split",
                                "protocol.choose",
                                "protocol.instances",
                                "protocol.tunePeers")
                        .contains(canonical);
    }

    /** Refuses a setting a method entry may not set: the run's, the same for every contender ({@link #theRuns}). */
    private static void refuseTheRuns(Path file, int line, String label, String key) {
        String c = Suite.canonical(key);
        if (theRuns(c))
            throw new UserError(file + ":" + line + ": method '" + label + "': '" + key + "' is the run's, the same "
                    + "for every contender (set it on the suite's line or a dataset's entry); a method entry sets "
                    + "its search only"
                    + (c.equals("protocol.instances")
                            ? " (split = datasets lists every other source's datasets as instances)"
                            : ""));
    }

    /**
     * Where a GP entry learns, taken out of its overrides (they are the suite's words, not the search's settings):
     * {@code trainOn = home} (the fold's own training windows), {@code trainOn = others} (the other sources, as split =
     * datasets does by default) or {@code seedFrom = others} (first on the other sources, then at home); refused in one
     * line for any other value, or for both keys at once.
     */
    private static Gp4cLearner.Where where(Path file, int line, String label, Map<String, String> overrides) {
        String train = overrides.remove("trainOn"), seed = overrides.remove("seedFrom");
        String at = file + ":" + line + ": method '" + StrictText.escape(label, 60) + "': ";
        if (train != null && seed != null)
            throw new UserError(at + "trainOn and seedFrom both say where it learns; give one (seedFrom = others "
                    + "learns on the other sources first, then at home)");
        if (seed != null) {
            if (!seed.strip().equals("others"))
                throw new UserError(at + "seedFrom: expected others, got '" + StrictText.escape(seed, 40) + "'");
            return Gp4cLearner.Where.SEEDED;
        }
        if (train == null) return Gp4cLearner.Where.SUITE;
        return switch (train.strip()) {
            case "home" -> Gp4cLearner.Where.HOME;
            case "others" -> Gp4cLearner.Where.OTHERS;
            default ->
                throw new UserError(at + "trainOn: expected home or others (a method's own; the suite's "
                        + "trainOn line names a group), got '" + StrictText.escape(train, 40) + "'");
        };
    }

    /**
     * {@code bestRuleFrom = tuned} (the default) or {@code tuned, pooled}: what BestRule-tuned chooses among; with the
     * pooled rules each candidate is compared on the held-out dataset's own validation window. Refused in one line for
     * anything else, or without a BestRule-tuned method.
     */
    static List<Method> bestRuleFrom(Path file, int line, String value, List<Method> methods) {
        Set<String> from = new LinkedHashSet<>();
        for (String v : value.split(",")) if (!v.isBlank()) from.add(v.strip());
        if (!from.contains("tuned") || !Set.of("tuned", "pooled").containsAll(from))
            throw new UserError(file + ":" + line + ": bestRuleFrom: expected tuned or tuned, pooled, got '"
                    + StrictText.escape(value, 60) + "'");
        if (methods.stream().noneMatch(m -> m instanceof BestRuleMethod))
            throw new UserError(file + ":" + line + ": bestRuleFrom says what " + BestRuleMethod.LABEL
                    + " chooses among; the suite lists no " + BestRuleMethod.LABEL);
        boolean pooled = from.contains("pooled");
        return methods.stream()
                .map(m -> m instanceof BestRuleMethod ? (Method) new BestRuleMethod(pooled) : m)
                .toList();
    }

    /**
     * A GP entry of a methods line as written, {@code [LABEL=]FILE.properties[k=v;...]}: its label (the file's name
     * without .properties when none is given), the file, and the entry without its bracket.
     */
    record GpEntry(String label, String file, String bare) {
        /** The entry's parts, or null when the entry is no GP entry. */
        static GpEntry of(String item) {
            String bare = item.contains("[") && item.endsWith("]") ? item.substring(0, item.indexOf('[')) : item;
            if (!bare.toLowerCase(Locale.ROOT).strip().endsWith(".properties")) return null;
            int eq = bare.indexOf('=');
            String file = (eq > 0 ? bare.substring(eq + 1) : bare).strip();
            String label = eq > 0
                    ? bare.substring(0, eq).strip()
                    : Path.of(file).getFileName().toString().replace(".properties", "");
            return new GpEntry(label, file, bare);
        }
    }

    static List<Method> methods(Path file, int line, String list) {
        List<Method> out = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (String item : Suite.split(list)) {
            List<Method> add = new ArrayList<>();
            String low = item.toLowerCase(Locale.ROOT);
            GpEntry gp = GpEntry.of(item);
            if (gp != null) {
                String bare = gp.bare();
                Path p = Path.of(gp.file());
                String label = gp.label();
                if (!Files.isRegularFile(p))
                    throw new UserError(file + ":" + line + ": method '" + item + "': no such experiment file");
                Map<String, String> overrides = new LinkedHashMap<>();
                if (bare.length() < item.length())
                    overrides.putAll(KeyValues.read(
                            item.substring(bare.length() + 1, item.length() - 1),
                            ";",
                            file + ":" + line + ": method '" + StrictText.escape(label, 60) + "'",
                            Suite::canonical));
                Gp4cLearner.Where where = where(file, line, label, overrides);
                for (String key : overrides.keySet()) refuseTheRuns(file, line, label, key);
                try { // a bad override is refused here, before any work
                    SettingsFile.load(p, overrides);
                } catch (UserError e) {
                    throw new UserError(file + ":" + line + ": method '" + label + "': " + e.getMessage());
                }
                add.add(new GpMethod(label, p, overrides, where));
            } else if (low.equals("baselines")) {
                for (String b : Policies.paperBaselines()) add.add(new PolicyMethod(b));
            } else if (low.equals("peers")) {
                for (String b : Policies.peers()) add.add(new PolicyMethod(b));
            } else if (low.equals("tuned")) {
                for (String f : TuningSpace.group()) add.add(new TunedMethod(f));
            } else if (low.equals("rb")) {
                add.add(new RbMethods());
            } else {
                MethodId id;
                try {
                    id = MethodId.parse(item);
                } catch (UserError e) {
                    throw new UserError(
                            file + ":" + line + ": " + e.getMessage() + "; groups: baselines, peers, tuned, "
                                    + "rb; BestRule-tuned; GP4C: [LABEL=]FILE.properties");
                }
                switch (id.learning()) {
                    case CHOSEN -> add.add(new BestRuleMethod());
                    case TUNED, POOLED -> {
                        try {
                            add.add(new TunedMethod(
                                    TuningSpace.of(id.learning(MethodId.Learning.FIXED))
                                            .family(),
                                    id.learning() == MethodId.Learning.POOLED));
                        } catch (UserError e) {
                            throw new UserError(file + ":" + line + ": method '" + item + "': " + e.getMessage());
                        }
                    }
                    default -> {
                        try {
                            add.add(new PolicyMethod(Policies.byName(item).name()));
                        } catch (UserError e) {
                            throw new UserError(file + ":" + line + ": method '" + item + "': " + e.getMessage()
                                    + "; groups: baselines, peers, tuned, rb; BestRule-tuned; GP4C: "
                                    + "[LABEL=]FILE.properties");
                        }
                    }
                }
            }
            for (Method m : add) {
                Suite.checkLabel(file, line, "method", m.label());
                if (!seen.add(m.label()))
                    throw new UserError(file + ":" + line + ": two methods are labelled '"
                            + StrictText.escape(m.label(), 60) + "' (" + StrictText.escape(item, 60)
                            + " repeats one); each method once, a GP under a label of its own (LABEL=FILE.properties)");
                out.add(m);
            }
        }
        if (out.isEmpty()) throw new UserError(file + ":" + line + ": methods lists nothing");
        if (out.stream().anyMatch(Method::choosesAmongTuned) && out.stream().noneMatch(Method::tunedRule))
            throw new UserError(file + ":" + line + ": method '" + BestRuleMethod.LABEL
                    + "' chooses among the suite's -tuned contenders: list at least one (e.g. the group tuned)");
        return out;
    }
}
