package io.crawlgp.bench;

import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/** 'crawlgp bench jmh': JMH's runner over {@link FitnessKernels} with JMH's own options. */
public final class JmhRun {
    private JmhRun() {}

    /**
     * Runs JMH over the fitness kernels: {@code jmhArgs} are JMH's own options, a bare word a kernel's name pattern
     * (every kernel when none is given); {@code json}, when given, receives JMH's results.
     */
    public static void run(List<String> jmhArgs, Path json) {
        List<String> args = new ArrayList<>(jmhArgs == null ? List.of() : jmhArgs);
        if (json != null) args.addAll(List.of("-rf", "json", "-rff", json.toString()));
        // a pattern selects among crawlgp's benchmarks only: JMH's regexps match the full method name
        boolean pattern = false;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.startsWith("-")) {
                if (JMH_FLAGS_WITHOUT_VALUE.contains(a)) continue;
                i++; // the option's value
            } else {
                args.set(i, FitnessKernels.class.getName() + "\\." + a);
                pattern = true;
            }
        }
        if (!pattern) args.add(FitnessKernels.class.getName());
        try {
            CommandLineOptions options = new CommandLineOptions(args.toArray(new String[0]));
            Runner runner = new Runner(options);
            if (options.shouldHelp()) options.showHelp();
            else if (options.shouldList()) runner.list();
            else runner.run();
        } catch (CommandLineOptionException e) {
            throw new UserError("JMH: " + e.getMessage());
        } catch (IOException | RunnerException e) {
            throw new UserError("JMH failed: " + e.getMessage());
        }
    }

    /** JMH's options that take no value (all others take one). */
    static final Set<String> JMH_FLAGS_WITHOUT_VALUE = Set.of("-h", "-l", "-lp", "-lprof", "-lrf", "-v");
}
