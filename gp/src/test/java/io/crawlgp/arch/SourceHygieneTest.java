package io.crawlgp.arch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Rules of the source text that neither the compiler nor the formatter holds: no fully qualified class name inline in
 * code (an import says what a file uses, once, at the top); comments and strings may name classes in full.
 */
class SourceHygieneTest {
    private static final Pattern FQN = Pattern.compile(
            "(?<![\\w.])(?:io\\.crawlgp|java|javax|org|com|ec|picocli)(?:\\.[a-z_][a-z0-9_]*)+\\.[A-Z]\\w*");

    @Test
    void noInlineFullyQualifiedNames() throws IOException {
        List<String> found = new ArrayList<>();
        for (String root : List.of("src/main/java", "src/test/java")) {
            try (Stream<Path> files = Files.walk(Path.of(root))) {
                files.filter(p -> p.toString().endsWith(".java")).sorted().forEach(p -> found.addAll(inline(p)));
            }
        }
        assertEquals(
                List.of(),
                found.subList(0, Math.min(20, found.size())),
                found.size() + " inline fully qualified names; use an import");
    }

    /** Inline fully qualified names of a file as "file:line: name", outside package and import lines, comments and strings. */
    static List<String> inline(Path file) {
        String src;
        try {
            src = Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String code = codeOnly(src);
        List<String> out = new ArrayList<>();
        String[] lines = code.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.startsWith("package ") || line.startsWith("import ")) continue;
            Matcher m = FQN.matcher(lines[i]);
            while (m.find()) out.add(file + ":" + (i + 1) + ": " + m.group());
        }
        return out;
    }

    /** The source with comments, string and character literals and text blocks blanked (line breaks kept). */
    static String codeOnly(String src) {
        StringBuilder b = new StringBuilder(src);
        int n = src.length();
        for (int i = 0; i < n; ) {
            int end;
            if (src.startsWith("//", i)) end = indexOrEnd(src, "\n", i);
            else if (src.startsWith("/*", i)) end = indexOrEnd(src, "*/", i + 2) + 2;
            else if (src.startsWith("\"\"\"", i)) end = indexOrEnd(src, "\"\"\"", i + 3) + 3;
            else if (src.charAt(i) == '"' || src.charAt(i) == '\'') {
                char q = src.charAt(i);
                int j = i + 1;
                while (j < n && src.charAt(j) != q) j += src.charAt(j) == '\\' ? 2 : 1;
                end = j + 1;
            } else {
                i++;
                continue;
            }
            for (int k = i; k < Math.min(end, n); k++) if (b.charAt(k) != '\n') b.setCharAt(k, ' ');
            i = Math.min(end, n);
        }
        return b.toString();
    }

    private static int indexOrEnd(String s, String what, int from) {
        int j = s.indexOf(what, from);
        return j < 0 ? s.length() : j;
    }
}
