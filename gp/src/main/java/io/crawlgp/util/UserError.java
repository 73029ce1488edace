package io.crawlgp.util;

/**
 * A mistake in what the user gave (a setting, a file, a formula, an option): the command line prints its message as
 * one line and exits with code 2. Every other exception is a defect of the workbench (exit 1, stack trace in a log).
 * It is an {@link IllegalArgumentException} so that validation reads as usual; only this type counts as the user's.
 */
public class UserError extends IllegalArgumentException {
    public UserError(String message) {
        super(message);
    }

    public UserError(String message, Throwable cause) {
        super(message, cause);
    }
}
