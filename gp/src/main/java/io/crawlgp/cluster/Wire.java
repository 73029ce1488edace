package io.crawlgp.cluster;

import io.crawlgp.io.RunIdentity;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** The handshake's framing: a magic line, byte arrays and texts of any length with an int length first. */
final class Wire {
    /** First thing each side says; a change of the handshake changes it, so mismatched versions refuse each other. */
    // with the crawl arithmetic's version: a worker computing the rules' state in other units never serves a master
    static final String MAGIC = "crawlgp-cluster/2 arithmetic " + RunIdentity.ARITHMETIC;

    static final int NONCE = 32;
    static final int MAX_TEXT = 1 << 20;

    private Wire() {}

    static void writeText(DataOutputStream out, String s) throws IOException {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(b.length);
        out.write(b);
    }

    static String readText(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > MAX_TEXT) throw new IOException("a text of " + n + " bytes is not part of the handshake");
        byte[] b = new byte[n];
        in.readFully(b);
        return new String(b, StandardCharsets.UTF_8);
    }

    static byte[] readBytes(DataInputStream in, int n) throws IOException {
        byte[] b = new byte[n];
        in.readFully(b);
        return b;
    }
}
