package org.chesseus.drivers.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;

/**
 * The page: {@code /} (and {@code /games/{id}}, the same page opening that game), the class view
 * {@code /class} (a case of the casebook, each book's ruling revealed on demand) and the files they
 * loads (its icon {@code /favicon.svg} among them), shipped as resources of this package — plain HTML, CSS and JavaScript, nothing fetched
 * from elsewhere, so it works offline.
 */
final class PageHandler implements HttpHandler {
    private static final String SCRIPT = "text/javascript; charset=utf-8";
    private static final Map<String, String> FILES = Map.ofEntries(
            Map.entry("index.html", "text/html; charset=utf-8"),
            Map.entry("class.html", "text/html; charset=utf-8"),
            Map.entry("app.js", SCRIPT),
            Map.entry("board.js", SCRIPT),
            Map.entry("class.js", SCRIPT),
            Map.entry("compare.js", SCRIPT),
            Map.entry("confirm.js", SCRIPT),
            Map.entry("export.js", SCRIPT),
            Map.entry("lookback.js", SCRIPT),
            Map.entry("opponent.js", SCRIPT),
            Map.entry("style.css", "text/css; charset=utf-8"),
            Map.entry("favicon.svg", "image/svg+xml"));

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try {
            if (!exchange.getRequestMethod().equalsIgnoreCase("GET")) {
                exchange.getResponseHeaders().set("Allow", "GET");
                Exchanges.error(exchange, HttpRefusal.METHOD_NOT_ALLOWED, exchange.getRequestMethod() + " "
                        + exchange.getRequestURI().getPath() + ": the page takes GET");
                return;
            }
            String path = exchange.getRequestURI().getPath();
            String name = path.equals("/") || path.matches("/games/[^/]+/?") ? "index.html"
                    : path.matches("/class/?") ? "class.html"
                    // A browser asks for /favicon.ico by itself when a page names no icon: the same one.
                    : path.equals("/favicon.ico") ? "favicon.svg" : path.substring(1);
            String type = FILES.get(name);
            if (type == null) {
                Exchanges.error(exchange, HttpRefusal.NOT_FOUND, "no page " + path + "; the page is /");
                return;
            }
            Exchanges.send(exchange, 200, type, resource(name));
        } catch (IOException gone) {
            exchange.close();
        }
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = PageHandler.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("the resource " + name + " is missing from the build");
            }
            return in.readAllBytes();
        }
    }
}
