package io.crawlgp.arch;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleName;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The house rules, checked on the compiled classes: no package cycles; layers point down only (cli -> problem
 * packages gp/content/threads/newpages -> experiment -> policy, feature, metric -> simulation -> dataset -> io, util;
 * expr, text, learning, evolution (the engine's contract), cluster and plot are leaves beside io/util; the engine,
 * evolution.ecj, knows no problem; content.crawl sits on content.prediction); each library stays in its box (ECJ in
 * evolution.ecj,
 * JFreeChart in plot, picocli in cli, JGit in archive, the importers' package, which sits on dataset, io and util).
 */
class LayeringTest {
    private static JavaClasses classes;

    @BeforeAll
    static void load() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.crawlgp");
    }

    private static final String[] PROBLEMS = {
        "io.crawlgp.gp..", "io.crawlgp.content..", "io.crawlgp.threads..", "io.crawlgp.newpages.."
    };

    @Test
    void gp4cFiguresReadTheRunNeverTheOtherWay() {
        // gp.figures draws and gp.inspect reads what a GP run wrote, gp.speed times the fitness engines, gp.learn
        // offers GP to the benchmark and gp.worker
        // serves a master's runs: each uses the search, forms and learners, which use none of them
        noClasses()
                .that()
                .resideInAPackage("io.crawlgp.gp")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "io.crawlgp.gp.figures",
                        "io.crawlgp.gp.inspect",
                        "io.crawlgp.gp.speed",
                        "io.crawlgp.gp.worker",
                        "io.crawlgp.gp.learn")
                .check(classes);
    }

    @Test
    void gp4cFitnessAndResultsFilesSitBelowTheProtocol() {
        // the fitness (a crawl of a fold part) and the results files know no protocol, form or learner
        noClasses()
                .that()
                .resideInAnyPackage("io.crawlgp.gp.fitness", "io.crawlgp.gp.results")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.crawlgp.gp")
                .check(classes);
    }

    @Test
    void packagesAreFreeOfCycles() {
        slices().matching("io.crawlgp.(**)").should().beFreeOfCycles().check(classes);
    }

    @Test
    void librariesStayInTheirBox() {
        noClasses()
                .that()
                .resideOutsideOfPackage("io.crawlgp.evolution.ecj")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("ec..")
                .check(classes);
        noClasses()
                .that()
                .resideOutsideOfPackage("io.crawlgp.plot")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.jfree..")
                .check(classes);
        noClasses()
                .that()
                .resideOutsideOfPackage("io.crawlgp.plot")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.apache.batik..")
                .check(classes);
        noClasses()
                .that()
                .resideOutsideOfPackage("io.crawlgp.cli")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("picocli..")
                .check(classes);
        noClasses()
                .that()
                .resideOutsideOfPackage("io.crawlgp.archive")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.eclipse.jgit..")
                .check(classes);
        noClasses()
                .that()
                .resideOutsideOfPackages("io.crawlgp.bench", "io.crawlgp.bench.jmh_generated")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.openjdk.jmh..")
                .check(classes);
    }

    @Test
    void problemsReachTheEcjEngineThroughEvolversOnly() {
        // threads, new pages and content take an Evolver from Evolvers; only GP4C's distributed path (gp, and the
        // worker that serves it, gp.worker) uses more
        noClasses()
                .that()
                .resideOutsideOfPackages("io.crawlgp.gp", "io.crawlgp.gp.worker", "io.crawlgp.evolution.ecj")
                .should()
                .dependOnClassesThat(
                        resideInAPackage("io.crawlgp.evolution.ecj").and(not(simpleName("Evolvers"))))
                .check(classes);
    }

    @Test
    void otherProblemsImportTheEngineNotGp4c() {
        noClasses()
                .that()
                .resideInAnyPackage("io.crawlgp.threads..", "io.crawlgp.newpages..", "io.crawlgp.content..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.crawlgp.gp..")
                .check(classes);
    }

    @Test
    void importersWriteDatasetsAndKnowNothingAbove() {
        noClasses()
                .that()
                .resideInAPackage("io.crawlgp.archive")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "io.crawlgp.simulation",
                        "io.crawlgp.policy",
                        "io.crawlgp.feature",
                        "io.crawlgp.metric",
                        "io.crawlgp.experiment",
                        "io.crawlgp.gp..",
                        "io.crawlgp.content..",
                        "io.crawlgp.threads..",
                        "io.crawlgp.newpages..",
                        "io.crawlgp.plot")
                .check(classes);
    }

    @Test
    void onlyTheCommandLineSeesTheReport() {
        // the report reads results folders of every problem; no problem knows it
        noClasses()
                .that()
                .resideOutsideOfPackages("io.crawlgp.cli", "io.crawlgp.report")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.crawlgp.report")
                .check(classes);
    }

    @Test
    void onlyTheCommandLineSeesTheCommandLine() {
        noClasses()
                .that()
                .resideOutsideOfPackage("io.crawlgp.cli")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.crawlgp.cli")
                .check(classes);
    }

    @Test
    void theEvaluationContractKnowsNoProblem() {
        noClasses()
                .that()
                .resideInAnyPackage(
                        "io.crawlgp.experiment", "io.crawlgp.policy", "io.crawlgp.feature", "io.crawlgp.metric")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(PROBLEMS)
                .check(classes);
    }

    @Test
    void theSimulatorKnowsNoPolicyOrExperiment() {
        noClasses()
                .that()
                .resideInAnyPackage("io.crawlgp.simulation", "io.crawlgp.dataset")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "io.crawlgp.policy",
                        "io.crawlgp.feature",
                        "io.crawlgp.metric",
                        "io.crawlgp.experiment",
                        "io.crawlgp.gp..",
                        "io.crawlgp.content..",
                        "io.crawlgp.threads..",
                        "io.crawlgp.newpages..",
                        "io.crawlgp.plot")
                .check(classes);
        noClasses()
                .that()
                .resideInAPackage("io.crawlgp.dataset")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.crawlgp.simulation")
                .check(classes);
    }

    @Test
    void contentIsThreeRoomsInOrder() {
        // the predictors inside crawls build on the paper's reproduction, never the other way; learning code knows
        // neither
        noClasses()
                .that()
                .resideInAPackage("io.crawlgp.content.prediction")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.crawlgp.content.crawl")
                .check(classes);
        noClasses()
                .that()
                .resideInAPackage("io.crawlgp.learning")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.crawlgp.content..")
                .check(classes);
    }

    @Test
    void leavesDependOnNothingAbove() {
        String[] above = {
            "io.crawlgp.dataset",
            "io.crawlgp.simulation",
            "io.crawlgp.policy",
            "io.crawlgp.feature",
            "io.crawlgp.metric",
            "io.crawlgp.experiment",
            "io.crawlgp.gp..",
            "io.crawlgp.evolution.ecj",
            "io.crawlgp.content..",
            "io.crawlgp.threads..",
            "io.crawlgp.newpages.."
        };
        noClasses()
                .that()
                .resideInAnyPackage(
                        "io.crawlgp.io",
                        "io.crawlgp.util",
                        "io.crawlgp.expr",
                        "io.crawlgp.evolution",
                        "io.crawlgp.plot",
                        "io.crawlgp.text",
                        "io.crawlgp.cluster",
                        "io.crawlgp.learning")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(above)
                .check(classes);
        noClasses()
                .that()
                .resideInAPackage("io.crawlgp.evolution.ecj")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(PROBLEMS)
                .check(classes);
    }
}
