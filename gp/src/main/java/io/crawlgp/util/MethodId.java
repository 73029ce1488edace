package io.crawlgp.util;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;

/**
 * What a contender is, as a value: its family (the rule, scheduler or predictor it runs), its variants, how it learns,
 * and the settings it was named with. Parsed once from the text a suite, the command line or a results table gives
 * ({@link #parse}) and rendered once ({@link #name}); every other class asks the id (is it tuned, is it an oracle, what
 * is its fixed base) instead of taking the name apart.
 *
 * <p>The grammar is {@code FAMILY[-ratio][-rule][-site][-signal][-fullview][-tuned|-pooled][(k=v,...)]}, variants in
 * that order, each once; {@code BestRule-tuned} is the rule chosen among the tuned ones; a GP run is its label, known
 * as GP from the suite (or a folder's run.json) that declares it.
 *
 * <p><b>{@code -ratio} is a variant, not part of a family name.</b> {@code Nutch-ratio} is Nutch's own schedule (its
 * interval rule, units and clamps) read as a ranking t / I instead of a due date ({@code AdaptiveIntervalPolicy.Order});
 * the crawler and its defaults are Nutch's, so it takes Nutch's colour and marker, and Nutch's tuning grid. It stays
 * a runnable, registered name: the registry registers the id {@code Nutch + RATIO}, rendered {@code Nutch-ratio}.
 */
public record MethodId(
        String family, List<String> variants, Learning learning, String settings, String label, String experiment) {

    /** How a method learns what it runs. */
    public enum Learning {
        /** Run as registered (the crawler's defaults, or the settings in its name). */
        FIXED(""),
        /** Its settings tuned on each fold's training and validation parts ({@code NAME-tuned}). */
        TUNED("-tuned"),
        /** Its settings tuned on the other sources' data at once ({@code NAME-pooled}, split = datasets). */
        POOLED("-pooled"),
        /** Chosen on each fold among the run's tuned rules ({@code BestRule-tuned}). */
        CHOSEN("-tuned"),
        /** Evolved by GP; named by its label. */
        GP("");

        /** The suffix the rendered name carries. */
        public final String suffix;

        Learning(String suffix) {
            this.suffix = suffix;
        }
    }

    /**
     * A variant of a family: what it adds to the family's rule, by name ({@code ratio} is written {@code -ratio}). The
     * variants' order of registration is their order in a name. The workbench's own are the constants here; a plug-in
     * adds one through {@link MethodExtension} (found by {@link ServiceLoader}), and its meaning where policies are
     * made ({@code policy.PolicyExtension}).
     */
    public record Variant(String name) {
        private static final List<Variant> ORDER = new ArrayList<>();

        /** The schedule read as a ranking, t / I, instead of a due date (production rules). */
        public static final Variant RATIO = register("ratio");
        /** The production rule written as an interval rule over (I, c), runnable as GP's own form. */
        public static final Variant RULE = register("rule");
        /** The rule's positive score times (1 + b x its site's changed share). */
        public static final Variant SITE = register("site");
        /** Pages signalled since their last visit first. */
        public static final Variant SIGNAL = register("signal");
        /** Reads what a crawler cannot know (the fully observed history, or the signal model's truth): an oracle. */
        public static final Variant FULLVIEW = register("fullview");

        static {
            for (MethodExtension e : ServiceLoader.load(MethodExtension.class))
                for (String v : e.variants()) register(v);
        }

        public Variant {
            if (!name.matches("[a-z][a-z0-9]*"))
                throw new IllegalArgumentException("a variant is named in lower-case letters and digits: " + name);
        }

        private static synchronized Variant register(String name) {
            Variant v = new Variant(name);
            if (ORDER.contains(v)) throw new IllegalStateException("variant " + name + " is registered twice");
            ORDER.add(v);
            return v;
        }

        /** Every registered variant, in the order a name writes them. */
        public static List<Variant> values() {
            return List.copyOf(ORDER);
        }

        /** The variant's suffix in a name, {@code -ratio}. */
        public String suffix() {
            return "-" + name;
        }

        /** Its place in a name. */
        int order() {
            return ORDER.indexOf(this);
        }

        /** The registered variant of this name, or null. */
        static Variant named(String name) {
            for (Variant v : ORDER) if (v.name.equals(name)) return v;
            return null;
        }
    }

    /** What a plug-in adds to the grammar of method names, found by {@link ServiceLoader}: its variants' names. */
    public interface MethodExtension {
        List<String> variants();
    }

    /** The family of the rule chosen among the tuned ones, rendered {@code BestRule-tuned}. */
    public static final String BEST_RULE = "BestRule";
    /** The family of the oracle that knows which pages changed. */
    public static final String ORACLE = "Oracle";
    /** The family of GP4C's own runs ({@code GP4C}, {@code GP4C_Best}, {@code GP4C-content_Best}). */
    public static final String GP4C = "GP4C";

    public MethodId {
        if (family == null || family.isBlank()) throw new UserError("a method needs a name");
        List<Variant> v = new ArrayList<>();
        for (String name : variants) {
            Variant known = Variant.named(name);
            if (known == null) throw new UserError("no variant '" + name + "'; known: " + Variant.values());
            if (!v.contains(known)) v.add(known);
        }
        v.sort(Comparator.comparingInt(Variant::order));
        variants = v.stream().map(Variant::name).toList();
        settings = settings == null ? "" : settings;
        label = label == null ? "" : label;
        experiment = experiment == null ? "" : experiment;
        if (learning == Learning.GP && label.isEmpty()) throw new IllegalArgumentException("a GP method needs a label");
    }

    /** A registered family run as registered. */
    public static MethodId policy(String family, Variant... variants) {
        return new MethodId(family, names(List.of(variants)), Learning.FIXED, "", "", "");
    }

    private static List<String> names(Collection<Variant> variants) {
        return variants.stream().map(Variant::name).toList();
    }

    /** A GP run under LABEL from an experiment file (empty when the file is not known here). */
    public static MethodId gp(String label, String experiment) {
        return new MethodId(gpFamily(label), List.of(), Learning.GP, "", label, experiment);
    }

    /** The rule chosen on each fold among the run's tuned rules. */
    public static MethodId bestRule() {
        return new MethodId(BEST_RULE, List.of(), Learning.CHOSEN, "", "", "");
    }

    /**
     * The id of a name as a suite or the command line writes it (not a GP label: a suite knows those from their
     * experiment files): {@code Nutch}, {@code Nutch(max=30)}, {@code Heritrix-ratio-site-tuned}, {@code
     * BestRule-tuned}; the family keeps the case it was typed in (a registry resolves it). Refused in one line when the
     * variants are out of order or repeated, or nothing is left for the family.
     */
    public static MethodId parse(String text) {
        String s = text.strip();
        String settings = "";
        int open = s.indexOf('(');
        if (open >= 0) {
            if (!s.endsWith(")"))
                throw new UserError("method '" + ErrorLines.escape(s, 80) + "': expected NAME(key=value, ...)");
            settings = s.substring(open + 1, s.length() - 1).isBlank() ? "" : s.substring(open); // Nutch() is Nutch
            s = s.substring(0, open).strip();
        }
        Learning learning = Learning.FIXED;
        for (Learning l : List.of(Learning.TUNED, Learning.POOLED))
            if (endsWith(s, l.suffix)) {
                learning = l;
                s = cut(s, l.suffix);
                break;
            }
        if (learning == Learning.TUNED && s.equalsIgnoreCase(BEST_RULE) && settings.isEmpty()) return bestRule();
        List<Variant> variants = new ArrayList<>();
        List<Variant> order = new ArrayList<>(Variant.values());
        Collections.reverse(order);
        for (Variant v : order)
            if (endsWith(s, v.suffix()) && s.length() > v.suffix().length()) {
                variants.add(v);
                s = cut(s, v.suffix());
            }
        List<String> suffixes = new ArrayList<>(List.of(Learning.TUNED.suffix, Learning.POOLED.suffix));
        for (Variant v : Variant.values()) suffixes.add(v.suffix());
        for (String suffix : suffixes) // a suffix left in the family is out of order or given twice
        if (s.toLowerCase(Locale.ROOT).contains(suffix + "-") || endsWith(s, suffix))
                throw new UserError("method '" + ErrorLines.escape(text.strip(), 80) + "': variants are written "
                        + "once each, in the order FAMILY" + grammar() + "[-tuned|-pooled]");
        if (s.isEmpty()) throw new UserError("method '" + ErrorLines.escape(text.strip(), 80) + "' names no family");
        return new MethodId(s, names(variants), learning, settings, "", "");
    }

    /**
     * The id of a method as a results table names it, where no run.json says what it is (a folder written before
     * methods were recorded, a merged table): {@link #parse}'s, except that a GP4C run's names ({@code GP4C}, {@code
     * GP4C_Best}, {@code GP4C-content_Best}) and the threads and new-pages problems' {@code GP} are GP. A name that is
     * no method of the grammar is taken whole as a family.
     */
    public static MethodId ofResult(String name) {
        String s = name.strip();
        if (isGpName(s)) return gp(s, "");
        try {
            return parse(s);
        } catch (UserError e) {
            return new MethodId(s, List.of(), Learning.FIXED, "", "", "");
        }
    }

    /** Whether the method a results table names is an oracle ({@link #ofResult}, {@link #isOracle()}). */
    public static boolean isOracle(String name) {
        return ofResult(name).isOracle();
    }

    private static boolean isGpName(String s) {
        if (s.equalsIgnoreCase("GP")) return true;
        if (!(s.equals(GP4C) || s.startsWith(GP4C + "-") || s.startsWith(GP4C + "_"))) return false;
        return !endsWith(s.contains("(") ? s.substring(0, s.indexOf('(')) : s, Variant.FULLVIEW.suffix());
    }

    /** The family of a GP label: GP4C for GP4C's own names, else the label itself. */
    private static String gpFamily(String label) {
        String s = label.strip();
        return s.equals(GP4C) || s.startsWith(GP4C + "-") || s.startsWith(GP4C + "_") ? GP4C : s;
    }

    private static boolean endsWith(String s, String suffix) {
        return s.toLowerCase(Locale.ROOT).endsWith(suffix);
    }

    private static String cut(String s, String suffix) {
        return s.substring(0, s.length() - suffix.length());
    }

    /** The variants' part of the grammar, {@code [-ratio][-rule]...}, for messages. */
    public static String grammar() {
        StringBuilder sb = new StringBuilder();
        for (Variant v : Variant.values()) sb.append('[').append(v.suffix()).append(']');
        return sb.toString();
    }

    /** The name every table, figure and suite shows: the one rendering of an id. */
    public String name() {
        if (learning == Learning.GP) return label;
        StringBuilder sb = new StringBuilder(family);
        for (String v : variants) sb.append('-').append(v);
        return sb.append(learning.suffix).append(settings).toString();
    }

    @Override
    public String toString() {
        return name();
    }

    public boolean has(Variant v) {
        return variants.contains(v.name());
    }

    /** Its variants, in the order its name writes them. */
    public List<Variant> variantList() {
        return variants.stream().map(Variant::named).toList();
    }

    public boolean isGp() {
        return learning == Learning.GP;
    }

    /** A tuned rule: what BestRule-tuned chooses among. */
    public boolean isTuned() {
        return learning == Learning.TUNED;
    }

    /** The oracle, or a method reading what a crawler cannot know: reported as a bound, never ranked. */
    public boolean isOracle() {
        return learning != Learning.GP && (family.equals(ORACLE) || has(Variant.FULLVIEW));
    }

    /** The same method without settings in its name. */
    public MethodId bare() {
        return new MethodId(family, variants, learning, "", label, experiment);
    }

    /** The same family and variants, learning another way (the fixed base of a tuned rule, or its tuned variant). */
    public MethodId learning(Learning l) {
        if (l == Learning.GP || l == Learning.CHOSEN || learning == Learning.GP || learning == Learning.CHOSEN)
            throw new IllegalArgumentException("only a rule's fixed, tuned and pooled forms are one another's");
        return new MethodId(family, variants, l, settings, label, experiment);
    }

    /** The same method with variant v added. */
    public MethodId with(Variant v) {
        List<String> out = new ArrayList<>(variants);
        out.add(v.name());
        return new MethodId(family, out, learning, settings, label, experiment);
    }

    /** The same method without variant v. */
    public MethodId without(Variant v) {
        List<String> out = new ArrayList<>(variants);
        out.remove(v.name());
        return new MethodId(family, out, learning, settings, label, experiment);
    }

    /** The same method with the family spelt as registered (a name is looked up case aside). */
    public MethodId family(String registered) {
        return new MethodId(registered, variants, learning, settings, label, experiment);
    }

    /** The same method with these settings, {@code (k=v,...)} or empty. */
    public MethodId settings(String written) {
        return new MethodId(family, variants, learning, written, label, experiment);
    }

    /** Whether two ids name the same method, the family's case aside. */
    public boolean sameAs(MethodId o) {
        return name().equalsIgnoreCase(o.name()) && learning == o.learning;
    }

    /**
     * A GP run's name under another run label (merging folders: GP4C_Best of a folder labelled "content" is
     * content_Best); any other method keeps its name, prefixed {@code LABEL:}.
     */
    public String relabelled(String runLabel) {
        if (isGp() && family.equals(GP4C)) return runLabel + label.substring(GP4C.length());
        return runLabel + ":" + name();
    }

    /** GP4C's aggregation ({@code _Best}, {@code _Sum}, {@code _Avg}) of a GP run's name, else null. */
    public GpVariant aggregation() {
        if (!isGp()) return null;
        for (GpVariant v : GpVariant.values()) {
            String agg = v.method.substring(GP4C.length());
            if (label.endsWith(agg)) return v;
        }
        return null;
    }

    /**
     * The run label of a labelled GP4C run ({@code content} of {@code GP4C-content_Best} or of {@code GP4C-content}),
     * else null.
     */
    public String runLabel() {
        if (!isGp() || !family.equals(GP4C) || !label.startsWith(GP4C + "-")) return null;
        String rest = label.substring(GP4C.length() + 1);
        GpVariant agg = aggregation();
        if (agg != null) rest = rest.substring(0, rest.length() - (agg.method.length() - GP4C.length()));
        return rest.isEmpty() || rest.contains("(") ? null : rest;
    }
}
