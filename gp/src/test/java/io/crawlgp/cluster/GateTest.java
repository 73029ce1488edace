package io.crawlgp.cluster;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.util.UserError;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The gate on loopback: only a client that proves the token gets the run, and it binds only the address it is given. */
class GateTest {
    static final Token TOKEN = Token.of("0123456789abcdef-secret", "test");
    static final RunOffer OFFER = new RunOffer("dataset = synthetic\n", "hash-1", "sha-1", "pages.csv sha-1\n");

    /** Speaks the worker's half of the handshake with the given token; returns the master's answer line. */
    static String handshake(Gate g, Token token, String name, boolean accept) throws Exception {
        try (Socket s = new Socket("127.0.0.1", g.address().getPort())) {
            s.setSoTimeout(5000);
            DataInputStream in = new DataInputStream(s.getInputStream());
            DataOutputStream out = new DataOutputStream(s.getOutputStream());
            assertEquals(Wire.MAGIC, in.readUTF());
            byte[] masterNonce = Wire.readBytes(in, Wire.NONCE);
            byte[] workerNonce = new byte[Wire.NONCE];
            workerNonce[0] = 42;
            out.writeUTF(Wire.MAGIC);
            out.writeUTF(name);
            out.write(workerNonce);
            out.write(token.prove("worker", masterNonce, workerNonce));
            out.flush();
            if (!in.readBoolean()) return "refused: " + in.readUTF();
            byte[] proof = Wire.readBytes(in, 32);
            assertTrue(TOKEN.checks(proof, "master", workerNonce, masterNonce), "the master proves the token too");
            RunOffer offer = new RunOffer(Wire.readText(in), in.readUTF(), in.readUTF(), Wire.readText(in));
            assertEquals(OFFER, offer);
            out.writeBoolean(accept);
            if (!accept) out.writeUTF("dataset differs");
            out.flush();
            // wait until the master has acted on the answer
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (accept && g.ready.isEmpty() && System.nanoTime() < until) Thread.sleep(10);
            return accept ? "admitted" : "declined";
        }
    }

    @Test
    void aWrongTokenGetsNoJobAndTheRightOneGetsTheOffer() throws Exception {
        ByteArrayOutputStream logged = new ByteArrayOutputStream();
        try (Gate g = Gate.open("127.0.0.1", 0, TOKEN, OFFER, new PrintStream(logged, true, StandardCharsets.UTF_8))) {
            assertTrue(g.address().getAddress().isLoopbackAddress(), "bound to loopback only: " + g.address());

            assertEquals(
                    "refused: wrong token", handshake(g, Token.of("another-token-of-16+", "test"), "mallory", true));
            assertTrue(g.ready.isEmpty(), "a stranger is never queued for a GP run");

            // a client that does not speak the protocol at all: nothing queued either
            try (Socket s = new Socket("127.0.0.1", g.address().getPort())) {
                s.getOutputStream().write("GET / HTTP/1.0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                s.getOutputStream().flush();
                Thread.sleep(200);
            }
            assertTrue(g.ready.isEmpty());

            assertEquals("declined", handshake(g, TOKEN, "other-data", false));
            assertTrue(g.ready.isEmpty(), "a worker that refuses the run is not queued");

            assertEquals("admitted", handshake(g, TOKEN, "w1", true));
            assertEquals(1, g.ready.size());
            assertEquals("w1", g.ready.peek().worker().name());

            // a dropped worker's name is refused from then on
            g.drop(g.ready.peek().worker(), "returned a wrong fitness");
            assertEquals("refused: worker 'w1' was dropped: returned a wrong fitness", handshake(g, TOKEN, "w1", true));
        }
        // the gate logs on its handshake threads: give them a moment
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        String log = logged.toString(StandardCharsets.UTF_8);
        while (!log.contains(") refused this run: dataset differs") && System.nanoTime() < until) {
            Thread.sleep(10);
            log = logged.toString(StandardCharsets.UTF_8);
        }
        assertTrue(log.contains(": wrong token"), log);
        assertTrue(log.contains("worker other-data (") && log.contains(") refused this run: dataset differs"), log);
        assertTrue(log.contains("dropped worker w1"), log);
    }

    @Test
    void aRunWithoutWorkersSaysSoAndTimesOutButWaitsForOneLoadingData() throws Exception {
        ByteArrayOutputStream logged = new ByteArrayOutputStream();
        try (Gate g = Gate.open("127.0.0.1", 0, TOKEN, OFFER, new PrintStream(logged, true, StandardCharsets.UTF_8));
                UnitListener run = g.unitListener()) {
            CountDownLatch timedOut = new CountDownLatch(1);
            // a worker that proved the token and holds the offer unanswered, as while it loads a large dataset
            Socket loading = new Socket("127.0.0.1", g.address().getPort());
            DataInputStream in = new DataInputStream(loading.getInputStream());
            DataOutputStream out = new DataOutputStream(loading.getOutputStream());
            in.readUTF();
            byte[] masterNonce = Wire.readBytes(in, Wire.NONCE);
            byte[] workerNonce = new byte[Wire.NONCE];
            out.writeUTF(Wire.MAGIC);
            out.writeUTF("slow");
            out.write(workerNonce);
            out.write(TOKEN.prove("worker", masterNonce, workerNonce));
            out.flush();
            assertTrue(in.readBoolean());
            Wire.readBytes(in, 32);
            Wire.readText(in);
            in.readUTF();
            in.readUTF();
            assertEquals(1, g.preparing());

            run.watch(100, 400, timedOut::countDown);
            assertFalse(timedOut.await(1200, TimeUnit.MILLISECONDS), "a worker loading the data keeps the run waiting");
            loading.close(); // it gives up: nobody is coming now
            assertTrue(timedOut.await(5, TimeUnit.SECONDS), "then the timeout fires");
        }
        String log = logged.toString(StandardCharsets.UTF_8);
        assertTrue(log.contains(": 1 connected, loading the run's data"), log);
        assertTrue(log.contains("no worker connected to ") && log.contains("(worker timeout)"), log);
    }

    @Test
    void tokensAreReadFromAFileAndMustBeLongEnough() throws Exception {
        Path f = Files.createTempFile("token", ".txt");
        try {
            Files.writeString(f, "  0123456789abcdef-secret  \nsecond line ignored\n");
            Token t = Token.load(f);
            byte[] a = new byte[Wire.NONCE], b = new byte[Wire.NONCE];
            assertArrayEquals(TOKEN.prove("worker", a, b), t.prove("worker", a, b));
            Files.writeString(f, "short\n");
            UserError e = assertThrows(UserError.class, () -> Token.load(f));
            assertTrue(e.getMessage().startsWith(f + ": the token must have at least 16 characters"), e.getMessage());
        } finally {
            Files.delete(f);
        }
        assertEquals("Token[hidden]", TOKEN.toString(), "a token never prints");
    }
}
