package io.crawlgp.util;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * Builds a new settings record from a base record and {@code name=value} overrides, by component name. Unknown
 * names are an error that lists the known ones; the record's own constructor validates the values.
 */
public final class RecordOverrides {
    private RecordOverrides() {}

    /**
     * A copy of {@code base} with the overrides applied. A name is a component's ({@code budget}), a dotted path into a
     * component that is itself a record ({@code simulation.budget}), or an alias the record declares ({@link
     * SettingAliases}); any part of a name may be in the command-line spelling ({@code tie-break}).
     */
    public static <R extends Record> R apply(R base, Map<String, String> overrides) {
        Map<String, String> byPath = new LinkedHashMap<>();
        Map<String, String> givenAs = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : overrides.entrySet()) {
            String key = canonical(base, e.getKey());
            if (byPath.containsKey(key))
                throw new UserError(
                        "setting '" + key + "' is given twice (as " + givenAs.get(key) + " and " + e.getKey() + ")");
            byPath.put(key, e.getValue());
            givenAs.put(key, e.getKey());
        }
        Map<String, String> left = new LinkedHashMap<>(byPath);
        R out;
        try {
            out = applyPaths(base, "", left);
        } catch (UserError e) { // named as the user typed it (signalDelay), not by its path (dataset.signals.delay)
            String m = e.getMessage();
            for (Map.Entry<String, String> g : givenAs.entrySet())
                if (!g.getKey().equals(g.getValue()))
                    m = m.replace("setting " + g.getKey() + ":", "setting " + g.getValue() + ":")
                            .replace("setting '" + g.getKey() + "'", "setting '" + g.getValue() + "'");
            throw new UserError(m);
        }
        if (!left.isEmpty()) {
            TreeSet<String> known = new TreeSet<>(leaves(base, "", false).keySet());
            if (base instanceof SettingAliases a) known.addAll(a.aliases().keySet());
            List<String> unknown = new ArrayList<>();
            for (String k : left.keySet()) unknown.add(givenAs.get(k));
            throw new UserError(
                    "unknown setting(s) " + unknown + " for " + base.getClass().getSimpleName() + "; known: " + known);
        }
        return out;
    }

    /** The name a setting is stored under: the command-line spelling camel-cased, an alias replaced by its dotted name. */
    public static String canonical(Record base, String name) {
        String key = camel(name.strip());
        return base instanceof SettingAliases a ? a.aliases().getOrDefault(key, key) : key;
    }

    /** Applies the entries of {@code left} under {@code prefix} to {@code base}, removing each one it uses. */
    private static <R extends Record> R applyPaths(R base, String prefix, Map<String, String> left) {
        @SuppressWarnings("unchecked")
        Class<R> type = (Class<R>) base.getClass();
        RecordComponent[] comps = type.getRecordComponents();
        Object[] args = new Object[comps.length];
        Class<?>[] types = new Class<?>[comps.length];
        boolean changed = false;
        for (int i = 0; i < comps.length; i++) {
            RecordComponent rc = comps[i];
            types[i] = rc.getType();
            args[i] = value(rc, base);
            String path = prefix + rc.getName();
            String v = left.remove(path);
            if (v != null) {
                if (Record.class.isAssignableFrom(rc.getType()))
                    throw new UserError("setting '" + path + "' is a group of settings; name one of them: "
                            + new TreeSet<>(
                                    leaves((Record) args[i], path + ".", false).keySet()));
                args[i] = parse(path, rc.getType(), v.trim());
                changed = true;
            } else if (args[i] instanceof Record part
                    && left.keySet().stream().anyMatch(k -> k.startsWith(path + "."))) {
                args[i] = applyPaths(part, path + ".", left);
                changed = true;
            }
        }
        if (!changed) return base;
        try {
            Constructor<R> ctor = type.getDeclaredConstructor(types);
            ctor.setAccessible(true);
            return ctor.newInstance(args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException re) throw re;
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Object value(RecordComponent rc, Record r) {
        try {
            Method accessor = rc.getAccessor();
            accessor.setAccessible(true); // a settings record need not be public (tests declare local ones)
            return accessor.invoke(r);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Every leaf setting of a record by its dotted name, in declaration order (parts expanded in place). {@code asWritten}:
     * each value as a user writes it (an enum in lower case with '-', an int at its largest as {@link #UNLIMITED});
     * otherwise the canonical form settings hashes are made of (enum constants as declared, ints as numbers), which
     * stays as it was so committed runs keep their hash and resume.
     */
    private static Map<String, String> leaves(Record r, String prefix, boolean asWritten) {
        Map<String, String> out = new LinkedHashMap<>();
        for (RecordComponent rc : r.getClass().getRecordComponents()) {
            Object v = value(rc, r);
            if (v instanceof Record part) out.putAll(leaves(part, prefix + rc.getName() + ".", asWritten));
            else if (asWritten && v instanceof Enum<?> e) out.put(prefix + rc.getName(), written(e));
            else if (asWritten && v instanceof Integer i && i == Integer.MAX_VALUE)
                out.put(prefix + rc.getName(), UNLIMITED);
            else
                out.put(
                        prefix + rc.getName(),
                        v instanceof List<?> l
                                ? String.join(
                                        ",", l.stream().map(String::valueOf).toList())
                                : String.valueOf(v));
        }
        return out;
    }

    /** An enum setting as a user writes it: lower case, '-' for '_' (parsing accepts it and any case). */
    private static String written(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** An int setting without a limit, as written and read ({@code maxChanges = unlimited}). */
    public static final String UNLIMITED = "unlimited";

    /** "cycle-length" -> "cycleLength"; names without '-' are kept. */
    static String camel(String name) {
        if (name.indexOf('-') < 0) return name;
        StringBuilder b = new StringBuilder();
        boolean up = false;
        for (char c : name.toCharArray()) {
            if (c == '-') {
                up = b.length() > 0;
                continue;
            }
            b.append(up ? Character.toUpperCase(c) : c);
            up = false;
        }
        return b.toString();
    }

    /**
     * The record's settings as name=value strings (for provenance and settings hashes): its leaves in declaration order
     * by dotted name; for a record with aliases, the aliased ones first under their aliases in the aliases' order.
     */
    public static Map<String, String> describe(Record r) {
        return describe(r, false);
    }

    /** {@link #describe} with each value as a user writes it (settings.properties, reports): reads back the same. */
    public static Map<String, String> asWritten(Record r) {
        return describe(r, true);
    }

    private static Map<String, String> describe(Record r, boolean asWritten) {
        Map<String, String> canonical = asWritten ? describe(r, false) : null;
        Map<String, String> leaves = leaves(r, "", asWritten);
        Map<String, String> out = leaves;
        if (r instanceof SettingAliases a) {
            out = new LinkedHashMap<>();
            for (Map.Entry<String, String> e : a.aliases().entrySet())
                if (leaves.containsKey(e.getValue())) out.put(e.getKey(), leaves.remove(e.getValue()));
            out.putAll(leaves);
        }
        if (canonical != null)
            out.keySet().retainAll(canonical.keySet()); // the same settings, only written differently
        else if (r instanceof DescribedUnless u)
            for (Map.Entry<String, String> d : u.describedUnless().entrySet())
                if (d.getValue().equals(out.get(d.getKey()))) out.remove(d.getKey());
        return out;
    }

    /** A {@code k=v,k=v} list of {@code base}'s settings, keys as typed, a setting given twice refused ({@link KeyValues}). */
    public static Map<String, String> parseList(String spec, Record base) {
        return KeyValues.read(spec, ",", "settings '" + ErrorLines.escape(spec, 80) + "'", k -> canonical(base, k));
    }

    static Object parse(String name, Class<?> type, String v) {
        try {
            if (type == int.class || type == Integer.class)
                return v.equalsIgnoreCase(UNLIMITED) ? Integer.MAX_VALUE : Integer.parseInt(v);
            if (type == long.class || type == Long.class) return Long.parseLong(v);
            if (type == double.class || type == Double.class) return Double.parseDouble(v);
            if (type == boolean.class || type == Boolean.class) {
                if (!v.equalsIgnoreCase("true") && !v.equalsIgnoreCase("false")) throw new NumberFormatException();
                return Boolean.parseBoolean(v);
            }
            if (type == String.class) return v;
            if (type.isEnum()) {
                for (Object c : type.getEnumConstants()) {
                    if (((Enum<?>) c).name().equalsIgnoreCase(v.replace('-', '_'))) return c;
                }
                List<String> names = new ArrayList<>();
                for (Object c : type.getEnumConstants()) names.add(written((Enum<?>) c));
                throw new UserError("setting " + name + ": '" + v + "' is not one of " + names);
            }
            if (type == List.class) {
                List<String> parts = new ArrayList<>();
                for (String s : v.split("[,;]")) if (!s.isBlank()) parts.add(s.trim());
                return List.copyOf(parts);
            }
        } catch (NumberFormatException e) {
            throw new UserError("setting " + name + ": '" + v + "' is not a valid " + type.getSimpleName());
        }
        throw new UserError("setting " + name + " has unsupported type " + type.getSimpleName());
    }
}
