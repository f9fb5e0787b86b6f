package org.chesseus.drivers.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Reading request bodies and writing answers: JSON, errors as {@code {"error": "..."}}, resources. */
final class Exchanges {
    /** The largest request body read. */
    static final int MAX_BODY = 64 * 1024;
    private static final ObjectMapper JSON = new ObjectMapper();

    private Exchanges() {
    }

    /**
     * The body of a request as UTF-8 text.
     *
     * @throws HttpRefusal 400 when it is larger than {@value #MAX_BODY} bytes
     */
    static String body(HttpExchange exchange) throws IOException {
        try (InputStream in = exchange.getRequestBody()) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            int read;
            while ((read = in.read(buffer)) >= 0) {
                bytes.write(buffer, 0, read);
                if (bytes.size() > MAX_BODY) {
                    throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "the body is larger than " + MAX_BODY + " bytes");
                }
            }
            return bytes.toString(StandardCharsets.UTF_8);
        }
    }

    /** Answers with a JSON value. */
    static void json(HttpExchange exchange, int status, JsonNode value) throws IOException {
        byte[] bytes;
        try {
            bytes = JSON.writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
        send(exchange, status, "application/json; charset=utf-8", bytes);
    }

    /** Answers with {@code {"error": message}}. */
    static void error(HttpExchange exchange, int status, String message) throws IOException {
        json(exchange, status, JSON.createObjectNode().put("error", message));
    }

    /** Answers with bytes of a content type. */
    static void send(HttpExchange exchange, int status, String type, byte[] bytes) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
        exchange.close();
    }

    /**
     * Requires the request's method.
     *
     * @throws HttpRefusal 405 naming the method the path takes
     */
    static void require(HttpExchange exchange, String method) {
        if (!exchange.getRequestMethod().equalsIgnoreCase(method)) {
            exchange.getResponseHeaders().set("Allow", method);
            throw new HttpRefusal(HttpRefusal.METHOD_NOT_ALLOWED, exchange.getRequestMethod() + " "
                    + exchange.getRequestURI().getPath() + ": this path takes " + method);
        }
    }
}
