package io.crawlgp.util;

/** Errors as the user reads them: one printable line, and what a request too large for this JVM is told. */
public final class ErrorLines {
    private ErrorLines() {}

    /** The memory or stack exhaustion behind an exception (picocli wraps what a command throws), or null. */
    public static Throwable exhaustion(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause())
            if (t instanceof OutOfMemoryError || t instanceof StackOverflowError) return t;
        return null;
    }

    /**
     * What a request too large for this JVM gets when no estimate refused it first: one line naming the limit and how
     * to raise it, not a stack trace (the request, not the workbench, is too large).
     */
    public static String exhaustedMessage(Throwable t) {
        if (t instanceof StackOverflowError)
            return "the request nests too deeply for this JVM's stack (a formula or structure too deep): make it shallower, or give the JVM "
                    + "a larger stack (CRAWLGP_JAVA_OPTS=-Xss64m)";
        return "out of memory: this request needs more than this JVM's heap limit of "
                + MemoryBudget.size(MemoryBudget.heap())
                + "; give it more (CRAWLGP_JAVA_OPTS=-Xmx<size>, the crawlgp script's default is -Xmx4g) or ask for less";
    }

    /**
     * A message as one printable line: line breaks become spaces, and any other control character (an escape sequence
     * from a file's bytes, a NUL) is shown as \\uXXXX instead of reaching the terminal.
     */
    public static String oneLine(String s) {
        if (s == null) return "";
        String line = s.replaceAll("\\s*\\R\\s*", " ");
        StringBuilder b = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c < 0x20 && c != '\t' || c == 0x7f || c >= 0x80 && c < 0xa0)
                b.append(String.format("\\u%04x", (int) c));
            else b.append(c == '\t' ? ' ' : c);
        }
        return b.toString();
    }

    /** Text for a message: at most {@code max} characters, control and non-printable characters as \\uXXXX. */
    public static String escape(String s, int max) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length() && b.length() < max; i++) {
            char c = s.charAt(i);
            if (c < 0x20
                    || c == 0x7f
                    || Character.getType(c) == Character.UNASSIGNED
                    || Character.getType(c) == Character.PRIVATE_USE
                    || Character.getType(c) == Character.SURROGATE
                    || c == '\uFFFD') b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return s.length() > max ? b + "..." : b.toString();
    }
}
