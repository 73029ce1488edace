package io.crawlgp.gp;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What GP4C's protocol breeds, by name (among them the residual form). The constants are names and
 * descriptions only: what a form checks and runs is its {@link FormKind}, found by {@link Forms#kind}.
 */
public enum Form {
    SCORE("GP4C's one score tree over the crawl state, ranked every cycle (the paper's form)"),
    ADAPTIVE("a revisit rule with memory: an update tree giving a page's next interval at each visit, a score tree over"
            + " t and that interval, and the rule's initial interval and clamps"),
    RESIDUAL("a score tree g correcting a tuned rule (residualBase): the rule's positive score times exp(g)");

    /** One line for help texts and guides. */
    public final String description;

    Form(String description) {
        this.description = description;
    }

    /** As written in settings: lower case. */
    public String written() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Every form as written, comma-separated, for help texts and error messages. */
    public static String names() {
        return Arrays.stream(values()).map(Form::written).collect(Collectors.joining(", "));
    }
}
