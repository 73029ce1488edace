package io.crawlgp.io;

import io.crawlgp.util.UserError;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A results folder held by one running process: {@code DIR/.lock} holds the owner's PID, its start time, the host
 * and the boot id ({@code pid start=MILLIS host=NAME boot=ID}), created atomically. A second run into the same folder
 * fails at once naming the owner. A lock is stale, and taken over, when its owner is no longer alive (killed,
 * crashed), when the machine has rebooted since (another boot id), or when its PID now belongs to another process
 * (another start time; a PID alone, as older crawlgp wrote it, counts as held only by a live process that runs
 * crawlgp). A lock written on another host is held: its owner cannot be checked from here. Closing releases it.
 */
public final class RunLock implements AutoCloseable {
    public static final String FILE = ".lock";
    private final Path file;

    private RunLock(Path file) {
        this.file = file;
    }

    public static RunLock acquire(Path dir) {
        Path file = dir.resolve(FILE);
        String me = describe(ProcessHandle.current());
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UserError("cannot create " + dir + ": " + IoReasons.of(e));
        }
        for (int attempt = 0; attempt < 3; attempt++) {
            try {
                Files.writeString(
                        file,
                        me + "\n",
                        StandardCharsets.UTF_8,
                        StandardOpenOption.CREATE_NEW,
                        StandardOpenOption.WRITE);
                return new RunLock(file);
            } catch (FileAlreadyExistsException held) {
                String why = heldBy(file);
                if (why != null)
                    throw new UserError(dir + " is in use by another crawlgp run (" + why
                            + "); wait for it or choose another --out");
                try {
                    Files.deleteIfExists(file); // left by a process that is gone: take it over
                } catch (IOException e) {
                    throw new UserError("cannot take over the stale lock " + file + ": " + IoReasons.of(e));
                }
            } catch (IOException e) {
                throw new UserError("cannot write " + file + ": " + IoReasons.of(e));
            }
        }
        throw new UserError("cannot lock " + dir + ": the lock file keeps reappearing");
    }

    /** The lock line of a process: its PID, start time, this host and this boot. */
    public static String describe(ProcessHandle p) {
        long start = p.info().startInstant().map(Instant::toEpochMilli).orElse(-1L);
        return p.pid() + " start=" + start + " host=" + host() + " boot=" + bootId();
    }

    /** Who holds the lock in FILE ("pid N", "pid N on host H"), or null when it is stale. */
    static String heldBy(Path file) {
        String[] parts;
        try {
            parts = Files.readString(file, StandardCharsets.UTF_8).strip().split("\\s+");
        } catch (IOException e) {
            return null; // unreadable: stale
        }
        long pid;
        try {
            pid = Long.parseLong(parts[0]);
        } catch (NumberFormatException e) {
            return null; // half-written: stale
        }
        Map<String, String> f = new HashMap<>();
        for (int i = 1; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            if (eq > 0) f.put(parts[i].substring(0, eq), parts[i].substring(eq + 1));
        }
        if (f.containsKey("host") && !f.get("host").equals(host())) return "pid " + pid + " on host " + f.get("host");
        if (f.containsKey("boot") && !f.get("boot").equals(bootId()))
            return null; // written before this machine's last boot
        Optional<ProcessHandle> p = ProcessHandle.of(pid).filter(ProcessHandle::isAlive);
        if (p.isEmpty()) return null;
        if (f.containsKey("start")) {
            long start =
                    p.get().info().startInstant().map(Instant::toEpochMilli).orElse(-1L);
            return Long.toString(start).equals(f.get("start"))
                    ? "pid " + pid
                    : null; // another process under a reused PID
        }
        // a PID alone (an older crawlgp's lock): held only by a live process whose command line names crawlgp
        String cmd = p.get().info().commandLine().orElse("");
        return cmd.isEmpty() || cmd.contains("crawlgp") ? "pid " + pid : null;
    }

    private static String host() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** Linux's id of this boot; empty where the system has none (then only the start time tells PIDs apart). */
    private static String bootId() {
        try {
            return Files.readString(Path.of("/proc/sys/kernel/random/boot_id")).strip();
        } catch (IOException | RuntimeException e) {
            return "none";
        }
    }

    @Override
    public void close() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // a lock that cannot be removed is taken over by the next run once this process has exited
        }
    }
}
