package io.crawlgp.cluster;

import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The secret a master and its workers share. It never travels: each side proves it holds the token by an HMAC-SHA256
 * over the other side's fresh random nonce (challenge and response), so a recorded handshake cannot be replayed and
 * a listener learns nothing. Read from a file or the environment, never from the command line (which other users of
 * the machine can read in the process list) and never written to provenance.
 */
public final class Token {
    /** The environment variable read when no token file is given. */
    public static final String ENV = "CRAWLGP_TOKEN";

    static final int MIN_LENGTH = 16;
    private final byte[] key;

    private Token(byte[] key) {
        this.key = key;
    }

    /** The token of a file (its first line, surrounding white space dropped), or of {@link #ENV} when file is null. */
    public static Token load(Path file) {
        String text;
        String where;
        if (file != null) {
            where = file.toString();
            try {
                text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UserError(
                        file + ": cannot read the token file (" + e.getClass().getSimpleName() + ")");
            }
            int nl = text.indexOf('\n');
            if (nl >= 0) text = text.substring(0, nl);
        } else {
            where = "environment variable " + ENV;
            text = System.getenv(ENV);
            if (text == null)
                throw new UserError("no token: give --token-file FILE or set " + ENV
                        + " (the same on the master and every worker)");
        }
        return of(text.strip(), where);
    }

    /** A token from its text ({@code where} names its source in errors). */
    public static Token of(String text, String where) {
        if (text.length() < MIN_LENGTH)
            throw new UserError(where + ": the token must have at least " + MIN_LENGTH
                    + " characters (e.g. the output of 'openssl rand -hex 32')");
        return new Token(text.getBytes(StandardCharsets.UTF_8));
    }

    /** HMAC-SHA256 of the role and the two nonces (the role keeps a worker's proof from serving as the master's). */
    byte[] prove(String role, byte[] first, byte[] second) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            mac.update(role.getBytes(StandardCharsets.US_ASCII));
            mac.update(first);
            mac.update(second);
            return mac.doFinal();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java 17 runtime", e);
        }
    }

    /** Constant-time comparison of a received proof with the expected one. */
    boolean checks(byte[] received, String role, byte[] first, byte[] second) {
        return MessageDigest.isEqual(received, prove(role, first, second));
    }

    @Override
    public String toString() {
        return "Token[hidden]";
    }
}
