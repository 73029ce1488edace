package io.crawlgp.gp;

import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.util.GpVariant;
import io.crawlgp.util.UserError;
import java.util.Comparator;
import java.util.List;

/**
 * GP4C's selection of final functions from the validated archive (§4, Listing 1.1 line 17):
 * <ul>
 *   <li>GP4C_Best: the highest validation fitness;</li>
 *   <li>GP4C_Sum (de Almeida et al. 2007): the highest Sum_sigma = (f_train + f_val) - sd(f_train, f_val);</li>
 *   <li>GP4C_Avg: the highest Avg_sigma = (f_train + f_val)/2 - sd(f_train, f_val).</li>
 * </ul>
 * sd is the standard deviation of the two values: population |f_train - f_val|/2 (default) or sample
 * |f_train - f_val|/sqrt(2) ({@code sdKind}). Ties go to the higher validation fitness, then the higher training
 * fitness, the smaller tree, the formula text and the lower seed index, so the choice is deterministic.
 */
public final class Selection {
    private Selection() {}

    /** An archive member with its validation fitness and the seed index of the run that found it. */
    public record Candidate(int seedIndex, ArchiveEntry entry, double validation) {}

    public static double sd(double a, double b, Protocol.SdKind kind) {
        double d = Math.abs(a - b);
        return kind == Protocol.SdKind.POPULATION ? d / 2 : d / Math.sqrt(2);
    }

    public static double criterion(GpVariant v, Candidate c, Protocol.SdKind kind) {
        double tr = c.entry().trainFitness(), va = c.validation();
        return switch (v) {
            case BEST -> va;
            case SUM -> tr + va - sd(tr, va, kind);
            case AVG -> (tr + va) / 2 - sd(tr, va, kind);
        };
    }

    public static Candidate choose(GpVariant v, List<Candidate> candidates, Protocol.SdKind kind) {
        if (candidates.isEmpty()) throw new UserError("no candidates to select from");
        Comparator<Candidate> order = Comparator.<Candidate>comparingDouble(c -> -criterion(v, c, kind))
                .thenComparingDouble(c -> -c.validation())
                .thenComparingDouble(c -> -c.entry().trainFitness())
                .thenComparingInt(c -> c.entry().size())
                .thenComparing(c -> c.entry().simplified())
                .thenComparingInt(Candidate::seedIndex);
        return candidates.stream().min(order).orElseThrow();
    }
}
