package io.crawlgp.gp;

/**
 * Each {@link Form}'s implementation: the one place a form is registered. The switch is exhaustive, so a new constant
 * does not compile until it names its kind.
 */
final class Forms {
    private Forms() {}

    static FormKind kind(Form form) {
        return switch (form) {
            case SCORE -> ScoreFormRun.KIND;
            case ADAPTIVE -> AdaptiveFormRun.KIND;
            case RESIDUAL -> ResidualBase.KIND;
        };
    }
}
