package io.crawlgp.io;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.sun.management.OperatingSystemMXBean;
import io.crawlgp.util.UserError;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * The provenance file of a results folder: git commit, command, resolved parameters, dataset SHA-256, seeds, Java
 * and library versions. Written last and atomically, so its presence means the folder is complete.
 */
public final class Provenance {
    public static final String FILE = "provenance.json";
    /** Keys of the start and finish times (ISO-8601 instants, UTC): their difference is the run's wall time. */
    public static final String STARTED = "started_utc", FINISHED = "finished_utc";

    private final Map<String, Object> root = new LinkedHashMap<>();

    private Provenance(String command) {
        root.put("tool", "crawlgp");
        root.put("command", command);
        root.put("git", git());
        root.put(STARTED, Instant.now().toString());
    }

    /** Call as a command begins: records the command, the git commit of the working directory and the start time. */
    public static Provenance start(String command) {
        return new Provenance(command);
    }

    public Provenance put(String key, Object value) {
        root.put(key, value);
        return this;
    }

    /** Writes DIR/provenance.json. */
    public void write(Path dir) {
        writeTo(dir.resolve(FILE));
    }

    /** Writes the provenance to this file (for single-file outputs: FILE.provenance.json). */
    public void writeTo(Path file) {
        root.put(FINISHED, Instant.now().toString());
        Map<String, Object> java = new LinkedHashMap<>();
        java.put("version", System.getProperty("java.version"));
        java.put("vendor", System.getProperty("java.vendor"));
        java.put("vm", System.getProperty("java.vm.name"));
        root.put("java", java);
        root.put("libraries", libraryVersions());
        Map<String, Object> machine = new LinkedHashMap<>();
        machine.put("cores", Runtime.getRuntime().availableProcessors());
        machine.put("os", System.getProperty("os.name") + " " + System.getProperty("os.arch"));
        root.put("machine", machine);
        // the process's CPU time beside the wall time (started/finished): how busy the cores were
        if (ManagementFactory.getOperatingSystemMXBean() instanceof OperatingSystemMXBean os
                && os.getProcessCpuTime() >= 0)
            root.put("process_cpu_seconds", Math.round(os.getProcessCpuTime() / 1e7) / 100.0);
        String json = new GsonBuilder()
                .setPrettyPrinting()
                .serializeSpecialFloatingPointValues()
                .disableHtmlEscaping()
                .create()
                .toJson(root);
        AtomicFiles.writeString(file, json + "\n");
    }

    /**
     * What a finished run's provenance.json says, typed: the one reader of provenance files (the fitness bench, and
     * any tool that needs a run's identity). Sections are flattened to text values.
     */
    public record Record(
            String command,
            String commit,
            String dirty,
            Instant started,
            Instant finished,
            String cores,
            Map<String, Map<String, String>> sections) {
        public Duration wallTime() {
            return Duration.between(started, finished);
        }

        /** A top-level object of the file as name -> text; empty when absent. */
        public Map<String, String> section(String name) {
            return sections.getOrDefault(name, Map.of());
        }
    }

    /** The commit a provenance object records, its first 7 characters, as tables' captions cite it; "unknown" without one. */
    public static String shortCommit(JsonObject provenance) {
        if (!provenance.has("git")) return "unknown";
        String c = provenance.getAsJsonObject("git").get("commit").getAsString();
        return c.substring(0, Math.min(7, c.length()));
    }

    /** The commit DIR/provenance.json records, as {@link #shortCommit(JsonObject)}; a user error naming the file if unreadable. */
    public static String shortCommit(Path dir) {
        Path file = dir.resolve(FILE);
        try {
            return shortCommit(JsonParser.parseString(Files.readString(file)).getAsJsonObject());
        } catch (IOException | RuntimeException e) {
            throw new UserError(file + ": unreadable (" + IoReasons.ofJson(e) + ")");
        }
    }

    /** Reads DIR/provenance.json; a user error naming the file when it is missing or not a provenance file. */
    public static Record read(Path dir) {
        Path file = dir.resolve(FILE);
        JsonObject p;
        try (Reader r = Files.newBufferedReader(file)) {
            p = JsonParser.parseReader(r).getAsJsonObject();
        } catch (IOException | RuntimeException e) {
            throw new UserError(file + ": not a readable provenance file (" + IoReasons.ofJson(e) + ")");
        }
        if (!p.has(STARTED) || !p.has(FINISHED))
            throw new UserError(file + ": expected " + STARTED + " and " + FINISHED + " (a finished crawlgp run)");
        Map<String, Map<String, String>> sections = new LinkedHashMap<>();
        for (String key : p.keySet()) {
            if (!p.get(key).isJsonObject()) continue;
            Map<String, String> m = new LinkedHashMap<>();
            for (Map.Entry<String, JsonElement> e : p.getAsJsonObject(key).entrySet())
                m.put(
                        e.getKey(),
                        e.getValue().isJsonPrimitive()
                                ? e.getValue().getAsString()
                                : e.getValue().toString());
            sections.put(key, m);
        }
        Map<String, String> git = sections.getOrDefault("git", Map.of());
        return new Record(
                p.has("command") ? p.get("command").getAsString() : "?",
                git.getOrDefault("commit", "unknown"),
                git.getOrDefault("dirty", "unknown"),
                Instant.parse(p.get(STARTED).getAsString()),
                Instant.parse(p.get(FINISHED).getAsString()),
                sections.getOrDefault("machine", Map.of()).getOrDefault("cores", "?"),
                sections);
    }

    /** Versions of crawlgp and its libraries, from the build (versions.properties). */
    public static Map<String, String> libraryVersions() {
        Properties p = new Properties();
        try (InputStream in = Provenance.class.getResourceAsStream("/io/crawlgp/versions.properties")) {
            if (in != null) p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException ignored) {
            // versions stay unknown
        }
        Map<String, String> out = new TreeMap<>();
        for (String k : p.stringPropertyNames()) out.put(k, p.getProperty(k));
        return out;
    }

    /**
     * The commit of the crawlgp checkout whose code is running (the one holding this class's jar or classes folder,
     * not the working directory: a run started from another repository records crawlgp's commit, not that
     * repository's), and whether it had uncommitted changes outside results/ and plots/: a run that rewrites a
     * committed results folder (--force) has deleted that folder's tracked files by the time this is read, which says
     * nothing about the code that ran. Code outside any crawlgp checkout records "unknown".
     */
    static Map<String, Object> git() {
        File home = codeCheckout();
        if (home == null) {
            Map<String, Object> g = new LinkedHashMap<>();
            g.put("commit", "unknown");
            g.put("dirty", "unknown");
            g.put("note", "crawlgp ran from outside a crawlgp checkout");
            return g;
        }
        return git(home);
    }

    /** The running code's commit, first 7 characters, with "+dirty" for uncommitted changes; "unknown" outside a checkout. */
    public static String runningCommit() {
        Map<String, Object> g = git();
        String c = String.valueOf(g.get("commit"));
        if (c.equals("unknown")) return c;
        return c.substring(0, Math.min(7, c.length())) + (Boolean.TRUE.equals(g.get("dirty")) ? "+dirty" : "");
    }

    /** The crawlgp checkout (a folder with .git and gp/pom.xml) holding the running code, or null. */
    public static File codeCheckout() {
        try {
            CodeSource src = Provenance.class.getProtectionDomain().getCodeSource();
            if (src == null) return null;
            Path p = Path.of(src.getLocation().toURI()).toAbsolutePath();
            for (Path d = p; d != null; d = d.getParent())
                if (Files.exists(d.resolve(".git"))
                        && Files.isRegularFile(d.resolve("gp").resolve("pom.xml"))) return d.toFile();
        } catch (URISyntaxException | RuntimeException e) {
            // no location to read: unknown
        }
        return null;
    }

    /** {@link #git()} of the checkout holding {@code dir} (null: the working directory). */
    static Map<String, Object> git(File dir) {
        Map<String, Object> g = new LinkedHashMap<>();
        String commit = run(dir, "git", "rev-parse", "HEAD");
        g.put("commit", commit == null ? "unknown" : commit);
        String status = run(
                dir,
                "git",
                "status",
                "--porcelain",
                "--untracked-files=no",
                "--",
                ":(top)",
                ":(top,exclude)results",
                ":(top,exclude)plots");
        g.put("dirty", status == null ? "unknown" : !status.isEmpty());
        return g;
    }

    private static String run(File dir, String... cmd) {
        try {
            Process p = new ProcessBuilder(cmd)
                    .directory(dir)
                    .redirectErrorStream(false)
                    .start();
            p.getOutputStream().close();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) return null;
            return out;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
