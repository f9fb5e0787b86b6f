package org.chesseus.drivers.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ServiceLoader;
import java.util.concurrent.atomic.AtomicLong;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;

/**
 * A server started in-process on a free port for a test, with a clock the test moves by hand, and
 * an HTTP client speaking to it.
 */
final class ServedGames implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    final AtomicLong nanos = new AtomicLong(1_000_000_000L);
    final WebServer server;

    ServedGames(String profile, String time) {
        this(new ServeDefaults(profile, time));
    }

    /** A server started as {@code chesseus serve} would be with these options. */
    ServedGames(ServeDefaults defaults) {
        server = WebServer.start(new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList()), defaults, 0, nanos::get);
    }

    /** Lets {@code seconds} pass on the server's clock. */
    void elapse(double seconds) {
        nanos.addAndGet(Math.round(seconds * 1e9));
    }

    ServedGames() {
        this("fide", "");
    }

    /** An answer: its status and its body read as JSON. */
    record Answer(int status, JsonNode body, String text) {
        String error() {
            return body.path("error").asText("");
        }
    }

    Answer get(String path) {
        return send("GET", path, null);
    }

    Answer post(String path, String body) {
        return send("POST", path, body);
    }

    /** Any method, with a body unless it is null. */
    Answer send(String method, String path, String body) {
        try {
            HttpURLConnection connection = connect(path);
            connection.setRequestMethod(method);
            if (body != null) {
                connection.setDoOutput(true);
                connection.setRequestProperty("Content-Type", "application/json");
                try (OutputStream out = connection.getOutputStream()) {
                    out.write(body.getBytes(StandardCharsets.UTF_8));
                }
            }
            int status = connection.getResponseCode();
            InputStream stream = status >= 400 ? connection.getErrorStream() : connection.getInputStream();
            String text = stream == null ? "" : new String(stream.readAllBytes(), StandardCharsets.UTF_8);
            String type = connection.getContentType() == null ? "" : connection.getContentType();
            JsonNode json = text.isEmpty() || !type.startsWith("application/json") ? JSON.createObjectNode() : JSON.readTree(text);
            return new Answer(status, json, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A connection to a path of the server. */
    HttpURLConnection connect(String path) throws IOException {
        HttpURLConnection connection = (HttpURLConnection) uri(path).toURL().openConnection();
        connection.setConnectTimeout(10_000);
        connection.setReadTimeout(30_000);
        return connection;
    }

    /** Opens a game and returns its id. */
    String open(String body) {
        Answer created = post("/api/games", body);
        if (created.status() != 201) {
            throw new AssertionError("POST /api/games " + body + ": " + created.status() + " " + created.text());
        }
        return created.body().path("id").asText();
    }

    /** Plays moves, each must be accepted. */
    Answer play(String id, String... moves) {
        Answer last = get("/api/games/" + id);
        for (String move : moves) {
            last = post("/api/games/" + id + "/actions", "{\"type\":\"move\",\"move\":\"" + move + "\"}");
            if (last.status() != 200) {
                throw new AssertionError(move + ": " + last.status() + " " + last.text());
            }
        }
        return last;
    }

    URI uri(String path) {
        return server.uri().resolve(path);
    }

    @Override
    public void close() {
        server.close();
    }
}
