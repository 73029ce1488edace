package io.crawlgp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.policy.Policies;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** Every option of every command, from the command tree itself: a named placeholder and a description with its default. */
class HelpTextTest {
    /** picocli's fallbacks: {@code <arg1>} for an unnamed field, {@code <fieldName>} for a named one. */
    private static final Pattern FALLBACK = Pattern.compile("<(arg\\d+|[a-z]+[A-Z][A-Za-z]*|[a-z]+)>");

    private static void walk(CommandLine cl, List<String> bad) {
        CommandSpec spec = cl.getCommandSpec();
        for (OptionSpec o : spec.options()) {
            if (o.usageHelp() || o.versionHelp() || o.arity().max() == 0) continue;
            String where = spec.qualifiedName() + " " + o.longestName();
            String label = o.paramLabel();
            if (FALLBACK.matcher(label).matches()) bad.add(where + ": placeholder " + label);
            if (label.contains("(?")
                    || o.splitRegex().contains("(?")
                            && o.splitRegexSynopsisLabel().isEmpty())
                bad.add(where + ": a regular expression in the synopsis");
            String text = String.join(" ", o.description());
            if (text.isBlank()) bad.add(where + ": no description");
            else if (o.defaultValue() != null
                    && !o.required()
                    && !text.toLowerCase().contains("default"))
                bad.add(where + ": default " + o.defaultValue() + " not in its description");
        }
        for (CommandLine sub : cl.getSubcommands().values())
            if (sub.getCommandSpec().parent() == spec) walk(sub, bad);
    }

    @Test
    void everyOptionNamesItsPlaceholderAndStatesItsDefault() {
        List<String> bad = new ArrayList<>();
        walk(new CommandLine(new Main("crawlgp")), bad);
        assertEquals(List.of(), bad);
    }

    @Test
    void baselinesHelpNamesEveryPolicyItRuns() {
        CommandLine cl = new CommandLine(new Main("crawlgp"));
        // the usage message wraps lines wherever the names fall: compare words, not lines
        String top = cl.getUsageMessage().replaceAll("\\s+", " ");
        String text = String.join(
                " ",
                cl.getSubcommands()
                        .get("baselines")
                        .getCommandSpec()
                        .usageMessage()
                        .description());
        List<String> missing = new ArrayList<>();
        for (String name : Policies.lineUp()) // what baselines runs: the line-up, not the whole catalogue
        if (!text.matches("(?s).*\\b" + Pattern.quote(name) + "\\b.*")) missing.add(name);
        assertEquals(List.of(), missing);
        assertTrue(text.contains(Policies.lineUp().size() + " in all"), text);
        assertTrue(top.contains(Policies.lineUp().size() + " in all"), "the top-level help shows the same count");
    }
}
