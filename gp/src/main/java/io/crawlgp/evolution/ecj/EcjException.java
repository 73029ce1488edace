package io.crawlgp.evolution.ecj;

/** ECJ reported an error (bad parameter, failed setup): never a JVM exit, always this exception with ECJ's words. */
public final class EcjException extends RuntimeException {
    public EcjException(String message, Throwable cause) {
        super(message, cause);
    }
}
