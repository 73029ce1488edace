package io.crawlgp.io;

import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A results folder held by one running process: {@code DIR/.lock} holds the owner's PID, created atomically. A second
 * run into the same folder fails at once naming the owner; a lock left by a process that is no longer alive (killed,
 * crashed) is taken over. Closing releases it.
 */
public final class RunLock implements AutoCloseable {
    public static final String FILE = ".lock";
    private final Path file;

    private RunLock(Path file) {
        this.file = file;
    }

    public static RunLock acquire(Path dir) {
        Path file = dir.resolve(FILE);
        String me = Long.toString(ProcessHandle.current().pid());
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UserError("cannot create " + dir + ": " + IoReasons.of(e));
        }
        for (int attempt = 0; attempt < 3; attempt++) {
            try {
                Files.writeString(file, me + "\n", StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE_NEW,
                        java.nio.file.StandardOpenOption.WRITE);
                return new RunLock(file);
            } catch (FileAlreadyExistsException held) {
                long owner = owner(file);
                if (owner > 0 && ProcessHandle.of(owner).map(ProcessHandle::isAlive).orElse(false)) {
                    throw new UserError(dir + " is in use by another crawlgp run (pid " + owner + "); wait for it or choose another --out");
                }
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

    private static long owner(Path file) {
        try {
            return Long.parseLong(Files.readString(file, StandardCharsets.UTF_8).strip());
        } catch (IOException | NumberFormatException e) {
            return -1; // unreadable or half-written: treat as stale
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
