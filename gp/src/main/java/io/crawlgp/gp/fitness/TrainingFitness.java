package io.crawlgp.gp.fitness;

import io.crawlgp.evolution.CaseScores;
import io.crawlgp.expr.Expr;
import java.util.function.ToDoubleFunction;

/**
 * A GP run's fitness on one fold's training (or validation) evidence: one crawl ({@link CrawlFitness}) or the mean over
 * several datasets' crawls ({@link InstancesFitness}), scored case by case for lexicase, with its work counted and its
 * state released when the fold's training ends.
 */
public interface TrainingFitness extends ToDoubleFunction<Expr>, CaseScores {
    void release();

    long lookups();

    long simulations();

    long rankingMemoHits();
}
