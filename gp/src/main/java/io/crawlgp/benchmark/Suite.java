package io.crawlgp.benchmark;

import io.crawlgp.content.crawl.CrawlDataLoader;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.experiment.BestRuleLearner;
import io.crawlgp.experiment.Learned;
import io.crawlgp.experiment.Learner;
import io.crawlgp.experiment.Split;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.gp.SettingsFile;
import io.crawlgp.gp.TunedPeerLearner;
import io.crawlgp.gp.learn.Gp4cLearner;
import io.crawlgp.io.InputFiles;
import io.crawlgp.io.NameValueLines;
import io.crawlgp.io.StrictText;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.TuningSpace;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.RunContext;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A benchmark suite file: {@code name = value} lines like an experiment file. {@code datasets} lists the data
 * (commas; an entry is {@code [LABEL=]SOURCE[k=v;k=v]}, SOURCE a change-history folder or {@code synthetic[:k=v;...]},
 * the bracket holding settings for that dataset alone, e.g. {@code cycleLength=7;budget=0.10}); {@code methods} the
 * contenders; {@code repeats} the re-drawn fold assignments; every other name is an experiment setting applied to all
 * datasets and to every GP method (the suite's dataset, simulation settings, folds and metric win over an experiment
 * file's). Methods: a registered policy ({@code Nutch}, {@code Nutch(max=30)}), {@code NAME-tuned}, the groups
 * {@code baselines} (the paper's seven), {@code peers}, {@code tuned} (every tuned variant) and {@code rb} (RB-1D/2D/3D
 * where a dataset has versions), {@code Oracle} (a bound, never ranked), {@code BestRule-tuned}, and GP4C as
 * {@code [LABEL=]FILE.properties}. {@code primary = A vs B}, {@code maskMassChanges = F}, {@code rank = METHODS} and
 * {@code rankDatasets = LABELS} are the comparison's own lines (the comparison guide); {@code rankSites =
 * LABELS} ranks the site-split entries on their own (ranking-sites.csv, cd-sites.png; one entry is accepted and
 * ranked by nothing, with a note in the provenance).
 */
public record Suite(
        Path file,
        List<DatasetEntry> datasets,
        List<Method> methods,
        int repeats,
        Primary primary,
        double maskMassChanges,
        List<String> rank,
        List<String> rankDatasets,
        List<String> rankSites,
        List<Primary> questions) {
    /** A suite without a primary question, a mask or a chosen ranking. */
    public Suite(Path file, List<DatasetEntry> datasets, List<Method> methods, int repeats) {
        this(file, datasets, methods, repeats, null, 0, List.of(), List.of(), List.of(), List.of());
    }

    /** A suite without a mask or a chosen ranking. */
    public Suite(Path file, List<DatasetEntry> datasets, List<Method> methods, int repeats, Primary primary) {
        this(file, datasets, methods, repeats, primary, 0, List.of(), List.of(), List.of(), List.of());
    }

    /**
     * The one comparison the suite asks before it runs ({@code primary = A vs B}): reported first, two-sided at 5%, once
     * per dataset with Holm over the datasets only; the all-pairs tests stay a secondary table.
     */
    public record Primary(String a, String b) {
        @Override
        public String toString() {
            return a + " vs " + b;
        }
    }

    /**
     * One dataset of the suite: its label (results use it) and its typed settings, resolved once when the suite is
     * read: the paper's defaults, the suite's settings, the dataset's own (in that order of precedence, lowest first),
     * its source as the dataset.
     */
    public record DatasetEntry(String label, GpSettings settings) {
        public DatasetSpec spec() {
            return settings.dataset();
        }

        public String source() {
            return settings.dataset().source();
        }
    }

    /** A dataset entry as written: label, source and its own settings, before they are resolved. */

    /**
     * A contender of the suite: a label, and the learner the benchmark asks for ({@link Learner}); every method is
     * run the same way, whatever learns inside it.
     */
    public sealed interface Method {
        /** What the method is, as a value: its family, variants and how it learns (its label is the id's name). */
        MethodId id();

        default String label() {
            return id().name();
        }

        /** Its learner for this run (made once per run; a learner learns once per dataset and repeat). */
        Learner learner(Learners run);

        /** The texts its results depend on beyond the suite's (an experiment file's), by name, for the run's identity. */
        default Map<String, String> described() {
            return Map.of();
        }

        /** Whether the all-pairs tests compare every other method against this one (the suite's GP runs). */
        default boolean focus() {
            return false;
        }

        /** Whether it is a tuned rule: what BestRule-tuned chooses among. */
        default boolean tunedRule() {
            return false;
        }

        /** Whether it chooses among the suite's tuned rules (and so needs one). */
        default boolean choosesAmongTuned() {
            return false;
        }
    }

    /** What a method's learner may take from its run: the data loader, the run's context, the other methods' learners. */
    public interface Learners {
        CrawlDataLoader loader();

        RunContext ctx();

        /** The suite's methods, in order. */
        List<Method> methods();

        /** The learner of one of the suite's methods (the same object however often asked). */
        Learner of(Method m);
    }

    /** A registered policy, run on every test fold as registered (an oracle is a bound: reported, never ranked). */
    public record PolicyMethod(MethodId id) implements Method {
        public PolicyMethod(String name) {
            this(MethodId.parse(name));
        }

        public Learner learner(Learners run) {
            return task -> Learned.fixed(List.of(Policies.byName(id.name()))); // a fresh policy per task, as before
        }
    }

    /**
     * A parametric peer tuned on each fold's training and validation pages; {@code pooled} ({@code FAMILY-pooled}): on
     * the other sources' instead (split = datasets), one rule for every source, which BestRule-tuned does not choose
     * among.
     */
    public record TunedMethod(String family, boolean pooled) implements Method {
        public TunedMethod(String family) {
            this(family, false);
        }

        public MethodId id() {
            return TuningSpace.of(family).id().learning(pooled ? MethodId.Learning.POOLED : MethodId.Learning.TUNED);
        }

        public Learner learner(Learners run) {
            return new TunedPeerLearner(family, pooled);
        }

        @Override
        public boolean tunedRule() {
            return !pooled;
        }
    }

    /** Radinsky & Bennett's RB-1D/2D/3D where the dataset has the text of its versions. */
    public record RbMethods() implements Method {
        /** The group's own id (its contenders are RB-1D/2D/3D, fixed rules that learn inside each crawl). */
        public MethodId id() {
            return MethodId.policy("rb");
        }

        public Learner learner(Learners run) {
            return task -> Learned.fixed(task.data().policies());
        }
    }

    /**
     * The engineer's choice: on each fold, whichever of the suite's {@code -tuned} contenders has the best
     * validation score, as a crawl engineer who tries every rule would deploy it.
     */
    public record BestRuleMethod(boolean withPooled) implements Method {
        public static final String LABEL = MethodId.bestRule().name();

        public BestRuleMethod() {
            this(false);
        }

        public MethodId id() {
            return MethodId.bestRule();
        }

        public Learner learner(Learners run) {
            List<Learner> candidates = new ArrayList<>();
            for (Method m : run.methods())
                if (m.tunedRule() || withPooled && m.id().learning() == MethodId.Learning.POOLED)
                    candidates.add(run.of(m));
            // with the pooled rules, which chose on other sources, every candidate is compared on the held-out
            // source's own validation window (bestRuleFrom = tuned, pooled)
            return new BestRuleLearner(LABEL, candidates, withPooled ? HomeValidation::one : null);
        }

        @Override
        public boolean choosesAmongTuned() {
            return true;
        }

        @Override
        public Map<String, String> described() {
            return withPooled ? Map.of("BestRule-tuned chooses among", BEST_RULE_WITH_POOLED) : Map.of();
        }
    }

    /** What {@code bestRuleFrom = tuned, pooled} makes BestRule-tuned choose among, as recorded. */
    static final String BEST_RULE_WITH_POOLED =
            "the -tuned and -pooled rules, each scored on the held-out dataset's own validation window";

    /**
     * GP4C from an experiment file, with {@code overrides} of its settings ({@code LABEL=FILE.properties[k=v;k=v]}):
     * ablations and variants of one search in one suite (drop an input group, another form) without a file each. Its
     * Best variant is reported under the label.
     */
    public record GpMethod(String label, Path experiment, Map<String, String> overrides, Gp4cLearner.Where where)
            implements Method {
        public GpMethod(String label, Path experiment) {
            this(label, experiment, Map.of(), Gp4cLearner.Where.SUITE);
        }

        public GpMethod(String label, Path experiment, Map<String, String> overrides) {
            this(label, experiment, overrides, Gp4cLearner.Where.SUITE);
        }

        public GpMethod {
            overrides = Map.copyOf(overrides);
        }

        public MethodId id() {
            return MethodId.gp(label, experiment.toString());
        }

        public Learner learner(Learners run) {
            return new Gp4cLearner(label, SettingsFile.load(experiment, overrides), run.loader(), run.ctx(), where);
        }

        @Override
        public Map<String, String> described() {
            Map<String, String> out = new LinkedHashMap<>();
            out.put("experiment " + label, StrictText.read(experiment).text());
            if (where != Gp4cLearner.Where.SUITE) out.put("learns " + label, where.described);
            return out;
        }

        @Override
        public boolean focus() {
            return true;
        }
    }

    private static final Set<String> KEYS = Set.of(
            "datasets",
            "methods",
            "repeats",
            "primary",
            "maskMassChanges",
            "rank",
            "rankDatasets",
            "rankSites",
            "groups",
            "trainOn",
            "questions",
            "bestRuleFrom");

    /** Reads and checks a suite file: unknown methods and missing datasets are refused here, before any work. */
    public static Suite read(Path file) {
        if (!Files.isRegularFile(file)) throw new UserError(InputFiles.notRegular(file, "no such suite file"));
        Map<String, String> values = new LinkedHashMap<>();
        Map<String, Integer> lines = new LinkedHashMap<>();
        for (NameValueLines.Entry e : NameValueLines.read(file)) {
            if (values.containsKey(e.name()))
                throw new UserError(file + ":" + e.line() + ": '" + e.name() + "' is set twice (first on line "
                        + lines.get(e.name()) + ")");
            values.put(e.name(), e.value());
            lines.put(e.name(), e.line());
        }
        for (String k : List.of("datasets", "methods"))
            if (!values.containsKey(k)) throw new UserError(file + ": no '" + k + "' line; a suite names both");
        int repeats;
        try {
            repeats = Integer.parseInt(values.getOrDefault("repeats", "5"));
        } catch (NumberFormatException e) {
            throw new UserError(file + ":" + lines.get("repeats") + ": repeats must be a whole number");
        }
        if (repeats < 1 || repeats > 100)
            throw new UserError(file + ":" + lines.get("repeats") + ": repeats must be in [1, 100], got " + repeats);
        List<SuiteDatasets.Written> written = SuiteDatasets.read(file, lines.get("datasets"), values.get("datasets"));
        List<Method> methods = SuiteMethods.methods(file, lines.get("methods"), values.get("methods"));
        if (values.containsKey("bestRuleFrom"))
            methods = SuiteMethods.bestRuleFrom(file, lines.get("bestRuleFrom"), values.get("bestRuleFrom"), methods);
        Map<String, String> settings = new LinkedHashMap<>(values);
        settings.keySet().removeAll(KEYS);
        Map<String, String> canonical = new LinkedHashMap<>();
        for (String k : settings.keySet()) {
            String c = canonical(k), first = canonical.putIfAbsent(c, k);
            if (first != null)
                throw new UserError(file + ":" + lines.get(k) + ": '" + k + "' sets what '" + first + "' (line "
                        + lines.get(first) + ") sets; give it once");
        }
        List<DatasetEntry> datasets = new ArrayList<>();
        List<Sources.Entry> entries = new ArrayList<>();
        for (SuiteDatasets.Written w : written)
            entries.add(new Sources.Entry(
                    w.label(), w.source(), w.settings(), w.group() == null ? Sources.of(w.label()) : w.group()));
        Set<String> trainOn = Sources.trainOn(file, lines, values, entries);
        if (Split.DATASETS
                .written()
                .equalsIgnoreCase(values.getOrDefault("split", "").strip()))
            Sources.refuseTwins(file, lines.get("datasets"), entries);
        for (SuiteDatasets.Written w : written)
            datasets.add(new DatasetEntry(w.label(), SuiteDatasets.resolved(file, settings, w, entries, trainOn)));
        SuiteMethods.refuseWithoutWhatTheyRead(file, lines, values, methods, datasets);
        Primary primary = values.containsKey("primary")
                ? primary(file, lines.get("primary"), values.get("primary"), methods)
                : null;
        double mask = 0;
        if (values.containsKey("maskMassChanges")) {
            int line = lines.get("maskMassChanges");
            try {
                mask = Double.parseDouble(values.get("maskMassChanges"));
            } catch (NumberFormatException e) {
                mask = Double.NaN;
            }
            if (!(mask > 0 && mask < 1))
                throw new UserError(
                        file + ":" + line + ": maskMassChanges must be a share of the pages in (0, 1), got '"
                                + StrictText.escape(values.get("maskMassChanges"), 40) + "'");
            if (primary == null)
                throw new UserError(file + ":" + line
                        + ": maskMassChanges is reported beside the primary comparison: give primary = A vs B");
        }
        List<String> methodLabels = methods.stream().map(Method::label).toList(),
                datasetLabels = datasets.stream().map(DatasetEntry::label).toList();
        return new Suite(
                file,
                datasets,
                methods,
                repeats,
                primary,
                mask,
                names(file, lines, values, "rank", methodLabels, 2),
                names(file, lines, values, "rankDatasets", datasetLabels, 2),
                names(file, lines, values, "rankSites", datasetLabels, 1),
                questions(file, lines.get("questions"), values.get("questions"), methods, primary));
    }

    /**
     * The suite's declared questions beyond the primary ({@code questions = A vs B; C vs D}): each pair tested
     * as the primary is (per dataset with Holm over the datasets, and across them), each reported under its own heading;
     * a pair asked twice, or the primary again, is refused.
     */
    private static List<Primary> questions(
            Path file, Integer line, String text, List<Method> methods, Primary primary) {
        if (text == null) return List.of();
        List<Primary> out = new ArrayList<>();
        for (String part : text.split(";")) {
            if (part.isBlank()) continue;
            Primary q = question(file, line, "questions", part.strip(), methods);
            if (out.contains(q) || q.equals(primary))
                throw new UserError(file + ":" + line + ": questions: '" + q + "' is asked twice (or is the primary)");
            out.add(q);
        }
        if (out.isEmpty()) throw new UserError(file + ":" + line + ": questions lists no 'A vs B'");
        return List.copyOf(out);
    }

    /**
     * The names the suite's line {@code key} lists (methods or datasets, as listed, case aside); empty when the line is
     * absent.
     */
    private static List<String> names(
            Path file,
            Map<String, Integer> lines,
            Map<String, String> values,
            String key,
            List<String> known,
            int fewest) {
        Integer line = lines.get(key);
        String text = values.get(key);
        if (text == null) return List.of();
        List<String> out = new ArrayList<>();
        for (String item : split(text)) {
            String name = known.stream()
                    .filter(k -> k.equalsIgnoreCase(item))
                    .findFirst()
                    .orElse(null);
            if (name == null)
                throw new UserError(file + ":" + line + ": " + key + ": '" + StrictText.escape(item, 60)
                        + "' is not in the suite; known: " + String.join(", ", known));
            if (!out.contains(name)) out.add(name);
        }
        if (out.size() < fewest)
            throw new UserError(file + ":" + line + ": " + key + " names fewer than " + (fewest == 2 ? "two" : fewest));
        return out;
    }

    /** {@code A vs B}, both methods of the suite (by label, case as listed), A and B different. */
    private static Primary primary(Path file, int line, String text, List<Method> methods) {
        return question(file, line, "primary", text, methods);
    }

    /** {@code A vs B} of the suite's line KEY (primary or questions), both methods of the suite, A and B different. */
    private static Primary question(Path file, int line, String key, String text, List<Method> methods) {
        String[] parts = text.split("(?i)\\s+vs\\s+");
        if (parts.length != 2 || parts[0].isBlank() || parts[1].isBlank())
            throw new UserError(file + ":" + line + ": " + key + ": expected 'A vs B' (two methods of the suite), got '"
                    + StrictText.escape(text, 80) + "'");
        List<String> labels = methods.stream().map(Method::label).toList();
        String[] named = new String[2];
        for (int i = 0; i < 2; i++) {
            String want = parts[i].strip();
            named[i] = labels.stream()
                    .filter(l -> l.equalsIgnoreCase(want))
                    .findFirst()
                    .orElse(null);
            if (named[i] == null)
                throw new UserError(file + ":" + line + ": " + key + ": '" + StrictText.escape(want, 60)
                        + "' is no method of the suite; methods: " + String.join(", ", labels));
        }
        if (named[0].equals(named[1]))
            throw new UserError(file + ":" + line + ": " + key + ": compares " + named[0] + " with itself");
        return new Primary(named[0], named[1]);
    }

    /** The name a setting is stored under (flat, dotted and command-line spellings of one setting are one name). */
    static String canonical(String name) {
        String n = name.equals("metric") ? "fitness" : name;
        return RecordOverrides.canonical(GpSettings.paper(), n);
    }

    /**
     * A label names a folder (runs/DATASET/LABEL, units/DATASET) and a row: a path separator, a leading dot, a control
     * character or an empty name would write outside the results folder or print wrongly, so it is refused.
     */
    static void checkLabel(Path file, int line, String what, String label) {
        String why = null;
        if (label.isEmpty()) why = "is empty";
        else if (label.length() > 120) why = "is longer than 120 characters";
        else if (label.startsWith(".")) why = "starts with a dot";
        else if (label.startsWith("-")) why = "starts with a dash";
        else
            for (int i = 0; i < label.length() && why == null; i++) {
                char c = label.charAt(i);
                if (c == '/' || c == '\\') why = "holds a path separator";
                else if (c < 0x20 || c == 0x7f) why = "holds a control character";
            }
        if (why != null)
            throw new UserError(file + ":" + line + ": " + what + " label '" + StrictText.escape(label, 60) + "' " + why
                    + "; a label names a folder and a row: letters, digits and . _ - + ( ) = ,");
    }

    /** Splits on commas outside brackets. */
    static List<String> split(String list) {
        List<String> out = new ArrayList<>();
        int depth = 0, start = 0;
        for (int i = 0; i < list.length(); i++) {
            char c = list.charAt(i);
            if (c == '[' || c == '(') depth++;
            else if (c == ']' || c == ')') depth--;
            else if (c == ',' && depth == 0) {
                out.add(list.substring(start, i).strip());
                start = i + 1;
            }
        }
        out.add(list.substring(start).strip());
        out.removeIf(String::isEmpty);
        return out;
    }
}
