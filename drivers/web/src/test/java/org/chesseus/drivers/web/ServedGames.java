package org.chesseus.drivers.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;
import org.chesseus.api.engine.EngineProvider;
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
    private ExecutorService asyncThreads;
    private HttpClient asyncClient;

    ServedGames(String profile, String time) {
        this(new ServeDefaults(profile, time));
    }

    /** A server started as {@code chesseus serve} would be with these options. */
    ServedGames(ServeDefaults defaults) {
        this(defaults, ServeLimits.DEFAULTS);
    }

    /** A server started with these defaults and limits. */
    ServedGames(ServeDefaults defaults, ServeLimits limits) {
        this(defaults, limits, List.of());
    }

    /** A server started with these defaults and limits, its games playable against these engines. */
    ServedGames(ServeDefaults defaults, ServeLimits limits, List<EngineProvider> engines) {
        server = WebServer.start(new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList()),
                engines, defaults, limits, 0, nanos::get);
    }

    /** A server of untimed FIDE games whose games may be played against the engine plugin found on the class path. */
    static ServedGames withEngine() {
        return new ServedGames(new ServeDefaults("fide", ""), ServeLimits.DEFAULTS,
                ServiceLoader.load(EngineProvider.class).stream().map(ServiceLoader.Provider::get).toList());
    }

    /** A server of untimed FIDE games within these limits. */
    ServedGames(ServeLimits limits) {
        this(new ServeDefaults("fide", ""), limits);
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

    /**
     * A request written by hand on a socket, so that it may carry the headers the JDK's clients
     * write themselves ({@code Host}) or refuse ({@code Origin}); {@code Host} is the server's
     * {@code 127.0.0.1:PORT} unless given. A body, unless null, is sent as JSON.
     */
    Answer raw(String method, String path, Map<String, String> headers, String body) {
        Map<String, String> all = new LinkedHashMap<>();
        all.put("Host", "127.0.0.1:" + server.port());
        all.putAll(headers);
        all.put("Connection", "close");
        byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
        if (body != null) {
            all.put("Content-Type", "application/json");
        }
        all.put("Content-Length", String.valueOf(content.length));
        StringBuilder request = new StringBuilder(method).append(' ').append(path).append(" HTTP/1.1\r\n");
        all.forEach((name, value) -> request.append(name).append(": ").append(value).append("\r\n"));
        request.append("\r\n");
        try (Socket socket = new Socket(server.uri().getHost(), server.port())) {
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.toString().getBytes(StandardCharsets.US_ASCII));
            out.write(content);
            out.flush();
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int status = Integer.parseInt(answer.substring(answer.indexOf(' ') + 1, answer.indexOf(' ') + 4));
            String text = answer.substring(answer.indexOf("\r\n\r\n") + 4);
            JsonNode json = answer.contains("application/json") && !text.isEmpty() ? JSON.readTree(text) : JSON.createObjectNode();
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

    /**
     * A request through the JDK's asynchronous client (HTTP/1.1, its connections kept alive and
     * reused), for many requests at once; a body, unless null, is sent as JSON.
     */
    CompletableFuture<Answer> sendAsync(String method, String path, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path)).timeout(Duration.ofSeconds(30));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        request.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        return asyncClient().sendAsync(request.build(), HttpResponse.BodyHandlers.ofString()).thenApply(response -> {
            String type = response.headers().firstValue("Content-Type").orElse("");
            try {
                JsonNode json = response.body().isEmpty() || !type.startsWith("application/json") ? JSON.createObjectNode()
                        : JSON.readTree(response.body());
                return new Answer(response.statusCode(), json, response.body());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /**
     * Follows a game's event stream without holding a thread: each event's view goes to {@code more}
     * until it answers false, and the stream is then closed. The future completes then, or when the
     * server ends the stream; it fails when the stream is refused or breaks.
     */
    CompletableFuture<Void> follow(String id, Predicate<JsonNode> more) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        HttpRequest request = HttpRequest.newBuilder(uri("/api/games/" + id + "/events")).GET().build();
        asyncClient().sendAsync(request, HttpResponse.BodyHandlers.fromLineSubscriber(new EventLines(more, done)))
                .whenComplete((response, failure) -> {
                    if (failure != null) {
                        done.completeExceptionally(failure);
                    } else if (response.statusCode() != 200) {
                        done.completeExceptionally(new AssertionError("events of game " + id + ": " + response.statusCode()));
                    }
                });
        return done;
    }

    private synchronized HttpClient asyncClient() {
        if (asyncClient == null) {
            asyncThreads = Executors.newCachedThreadPool(task -> {
                Thread thread = new Thread(task, "served-games-client");
                thread.setDaemon(true);
                return thread;
            });
            asyncClient = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).executor(asyncThreads)
                    .connectTimeout(Duration.ofSeconds(10)).build();
        }
        return asyncClient;
    }

    /** The lines of an event stream: each {@code data:} line's view to the listener, while it wants more. */
    private static final class EventLines implements Flow.Subscriber<String> {
        private final Predicate<JsonNode> more;
        private final CompletableFuture<Void> done;
        private Flow.Subscription subscription;

        EventLines(Predicate<JsonNode> more, CompletableFuture<Void> done) {
            this.more = more;
            this.done = done;
        }

        @Override
        public void onSubscribe(Flow.Subscription given) {
            subscription = given;
            subscription.request(1);
        }

        @Override
        public void onNext(String line) {
            try {
                if (line.startsWith("data: ") && !more.test(JSON.readTree(line.substring("data: ".length())))) {
                    subscription.cancel();
                    done.complete(null);
                    return;
                }
            } catch (IOException | RuntimeException | AssertionError e) {
                subscription.cancel();
                done.completeExceptionally(e);
                return;
            }
            subscription.request(1);
        }

        @Override
        public void onError(Throwable failure) {
            done.completeExceptionally(failure);
        }

        @Override
        public void onComplete() {
            done.complete(null);
        }
    }

    @Override
    public void close() {
        server.close();
        synchronized (this) {
            if (asyncThreads != null) {
                asyncThreads.shutdownNow();
            }
        }
    }
}
