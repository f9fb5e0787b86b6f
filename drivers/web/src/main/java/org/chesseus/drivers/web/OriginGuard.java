package org.chesseus.drivers.web;

import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Only this machine's own pages may act. Every request must name the server itself in its {@code
 * Host} header — {@code 127.0.0.1:PORT}, {@code localhost:PORT} or {@code [::1]:PORT} — which stops a
 * DNS rebinding (another site's name pointed at 127.0.0.1); every request but a GET that carries an
 * {@code Origin} header must come from the server's own origin ({@code http://} and one of those
 * names), which stops another site's page from acting on the games (cross-site request forgery). A
 * request without {@code Origin} (curl, scripts) is let through when its {@code Host} is right:
 * browsers always send {@code Origin} with a cross-site POST. Anything else is refused 403 with
 * {@code {"error": "..."}} naming the header and its value, before any handler sees it.
 */
final class OriginGuard extends Filter {
    private static final List<String> NAMES = List.of("127.0.0.1", "localhost", "[::1]");

    private final Set<String> hosts = new TreeSet<>();
    private final Set<String> origins = new TreeSet<>();

    /** Guards a server listening on {@code port} of the loopback address. */
    OriginGuard(int port) {
        for (String name : NAMES) {
            hosts.add(name + ":" + port);
            if (port == 80) {
                // Browsers leave the default port out of Host and Origin.
                hosts.add(name);
            }
        }
        hosts.forEach(host -> origins.add("http://" + host));
    }

    @Override
    public void doFilter(HttpExchange exchange, Chain chain) throws IOException {
        String host = exchange.getRequestHeaders().getFirst("Host");
        String origin = exchange.getRequestHeaders().getFirst("Origin");
        if (host == null || !hosts.contains(host.strip().toLowerCase(Locale.ROOT))) {
            refuse(exchange, host == null ? "no Host header: a request names this server, one of " + hosts
                    : "Host '" + host + "' is not this server: it answers only to " + String.join(", ", hosts)
                    + " (a page of another site reached it through its own name)");
        } else if (origin != null && !exchange.getRequestMethod().equalsIgnoreCase("GET")
                && !origins.contains(origin.strip().toLowerCase(Locale.ROOT))) {
            refuse(exchange, "Origin '" + origin + "' is not this server: only its own pages ("
                    + String.join(", ", origins) + ") may " + exchange.getRequestMethod() + " here");
        } else {
            chain.doFilter(exchange);
        }
    }

    private static void refuse(HttpExchange exchange, String message) throws IOException {
        try {
            Exchanges.error(exchange, HttpRefusal.FORBIDDEN, message);
        } catch (IOException gone) {
            exchange.close();
        }
    }

    @Override
    public String description() {
        return "refuses requests naming another host, and other sites' pages acting";
    }
}
