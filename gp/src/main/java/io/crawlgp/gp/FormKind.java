package io.crawlgp.gp;

import io.crawlgp.evolution.Breeding;
import java.util.List;

/**
 * What one form of GP4C is (a {@link Form} names it, {@link Forms} finds it): the settings it refuses, and the
 * {@link FormRun} that runs it inside one run. A form's rules live with its implementation, not in the settings.
 */
interface FormKind {
    /** Refuses, in one line naming the setting, what this form cannot run (called when the settings are made). */
    void check(List<String> inputs, Breeding breeding, String residualBase);

    /** This form inside one run. */
    FormRun in(Gp4cRun c);
}
