package io.crawlgp.util;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
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

    public static <R extends Record> R apply(R base, Map<String, String> overrides) {
        @SuppressWarnings("unchecked")
        Class<R> type = (Class<R>) base.getClass();
        RecordComponent[] comps = type.getRecordComponents();
        // a name may also be given in the command-line spelling: cycle-length for cycleLength
        Map<String, String> left = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : overrides.entrySet()) {
            String key = camel(e.getKey().strip());
            if (left.containsKey(key)) throw new UserError("setting '" + key + "' is given twice (as " + e.getKey() + ")");
            left.put(key, e.getValue());
        }
        Object[] args = new Object[comps.length];
        Class<?>[] types = new Class<?>[comps.length];
        for (int i = 0; i < comps.length; i++) {
            RecordComponent rc = comps[i];
            types[i] = rc.getType();
            try {
                args[i] = rc.getAccessor().invoke(base);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            String v = left.remove(rc.getName());
            if (v != null) args[i] = parse(rc.getName(), rc.getType(), v.trim());
        }
        if (!left.isEmpty()) {
            TreeSet<String> known = new TreeSet<>();
            for (RecordComponent rc : comps) known.add(rc.getName());
            throw new UserError("unknown setting(s) " + left.keySet() + " for " + type.getSimpleName() + "; known: " + known);
        }
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

    /** "cycle-length" -> "cycleLength"; names without '-' are kept. */
    static String camel(String name) {
        if (name.indexOf('-') < 0) return name;
        StringBuilder b = new StringBuilder();
        boolean up = false;
        for (char c : name.toCharArray()) {
            if (c == '-') { up = b.length() > 0; continue; }
            b.append(up ? Character.toUpperCase(c) : c);
            up = false;
        }
        return b.toString();
    }

    /** The record's components as name=value strings, in declaration order (for provenance). */
    public static Map<String, String> describe(Record r) {
        Map<String, String> out = new LinkedHashMap<>();
        for (RecordComponent rc : r.getClass().getRecordComponents()) {
            try {
                Object v = rc.getAccessor().invoke(r);
                out.put(rc.getName(), v instanceof List<?> l ? String.join(",", l.stream().map(String::valueOf).toList()) : String.valueOf(v));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return out;
    }

    /** Parses "a=1,b=2" (commas) into an ordered map. */
    public static Map<String, String> parseList(String spec) {
        Map<String, String> out = new LinkedHashMap<>();
        if (spec == null || spec.isBlank()) return out;
        for (String part : spec.split(",")) {
            int eq = part.indexOf('=');
            if (eq <= 0) throw new UserError("expected name=value, got '" + part + "'");
            out.put(part.substring(0, eq).trim(), part.substring(eq + 1).trim());
        }
        return out;
    }

    static Object parse(String name, Class<?> type, String v) {
        try {
            if (type == int.class || type == Integer.class) return Integer.parseInt(v);
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
                for (Object c : type.getEnumConstants()) names.add(((Enum<?>) c).name().toLowerCase(Locale.ROOT).replace('_', '-'));
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
