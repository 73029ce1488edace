package io.crawlgp.arch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 58's sizes, kept: no class of GP4C's package over 400 lines (a new form is a new file, not a new branch), and
 * the command line's logic (what is left when options, help text, declarations and comments are taken away) under
 * 600 lines, so that what a command computes lives below it.
 */
class HouseSizesTest {
    private static final Path MAIN = Path.of("src/main/java/io/crawlgp");
    private static final Pattern ANNOTATION =
            Pattern.compile("@(Option|Parameters|Command|ArgGroup|Mixin|Spec|ParentCommand|picocli\\.\\S+)\\b");
    private static final Pattern DECLARATION =
            Pattern.compile("^\\s*(final\\s+)?[\\w.<>\\[\\]]+(<[^>]*>)?\\s+\\w+\\s*(,|\\)\\s*\\{|;)\\s*$");

    private static List<Path> javaFiles(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }

    @Test
    void noClassOfGp4cOverFourHundredLines() throws IOException {
        List<String> over = new ArrayList<>();
        for (Path p : javaFiles(MAIN.resolve("gp"))) {
            int lines = Files.readAllLines(p).size();
            if (lines > 400) over.add(p.getFileName() + " " + lines);
        }
        assertEquals(List.of(), over);
    }

    @Test
    void theCommandLineKeepsUnderSixHundredLinesOfLogic() throws IOException {
        int total = 0;
        for (Path p : javaFiles(MAIN.resolve("cli"))) total += logicLines(Files.readString(p));
        assertTrue(total < 600, "cli/ has " + total + " lines of logic; move what a command computes below cli");
    }

    /** Lines of code left when comments, strings, annotations, declarations, imports and lone braces are removed. */
    static int logicLines(String src) {
        String code = SourceHygieneTest.codeOnly(src);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < code.length(); ) {
            var m = ANNOTATION.matcher(code).region(i, code.length());
            if (m.lookingAt()) {
                int j = m.end();
                if (j < code.length() && code.charAt(j) == '(')
                    for (int depth = 0; j < code.length(); j++) {
                        char c = code.charAt(j);
                        if (c == '(') depth++;
                        else if (c == ')' && --depth == 0) {
                            j++;
                            break;
                        }
                    }
                i = j;
            } else b.append(code.charAt(i++));
        }
        int n = 0;
        for (String line : b.toString().split("\n")) {
            String t = line.strip();
            if (t.isEmpty() || t.equals("{") || t.equals("}") || t.startsWith("import ") || t.startsWith("package "))
                continue;
            if (!DECLARATION.matcher(line).matches()) n++;
        }
        return n;
    }

    @Test
    void logicLinesLeaveOptionsAndHelpTextAside() {
        String src =
                "package x;\nimport y;\n/** doc */\nclass A {\n    @Option(names = \"--n\", description = \"many\\n"
                        + "words\")\n    int n;\n\n    void run() {\n        // why\n        System.out.println(n);\n    }\n}\n";
        // class A {, void run() {, the println: three lines of logic
        assertEquals(3, logicLines(src));
    }
}
