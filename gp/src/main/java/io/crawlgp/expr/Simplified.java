package io.crawlgp.expr;

import io.crawlgp.util.UserError;
import java.util.Collection;
import java.util.Set;

/**
 * A formula in the forms a reader compares: as evolved, simplified bit for bit, readable (like terms and constants
 * collected; the same function in real arithmetic) and simplified up to ranking.
 */
public record Simplified(Expr tree, Expr exact, Expr readable, Expr rank) {

    /** Which form to show. */
    public enum Form {
        READABLE,
        RANK,
        EXACT,
        TREE;

        public static Form parse(String s) {
            for (Form f : values()) if (f.name().equalsIgnoreCase(s)) return f;
            throw new UserError("unknown formula form '" + s + "'; known: readable, rank, exact, tree");
        }
    }

    /**
     * The forms of a tree whose inputs in {@code nonNegative} are never negative: callers pass the names of the features
     * that declare that range ({@code Feature.range()}); an input not named is treated as of any sign.
     */
    public static Simplified of(Expr tree, Collection<String> nonNegative) {
        Set<String> nn = Set.copyOf(nonNegative);
        return new Simplified(
                tree,
                Simplifier.exact(tree, nn),
                ReadableForm.commonFactor(ReadableForm.of(tree, nn)),
                ReadableForm.constantFirst(RankSimplifier.rankEquivalent(tree, nn)));
    }

    /** Only form {@code f} of the tree (what a display of one form needs; {@link #of} computes all four). */
    public static Expr of(Expr tree, Collection<String> nonNegative, Form f) {
        Set<String> nn = Set.copyOf(nonNegative);
        return switch (f) {
            case READABLE -> ReadableForm.commonFactor(ReadableForm.of(tree, nn));
            case RANK -> ReadableForm.constantFirst(RankSimplifier.rankEquivalent(tree, nn));
            case EXACT -> Simplifier.exact(tree, nn);
            case TREE -> tree;
        };
    }

    public Expr form(Form f) {
        return switch (f) {
            case READABLE -> readable;
            case RANK -> rank;
            case EXACT -> exact;
            case TREE -> tree;
        };
    }
}
