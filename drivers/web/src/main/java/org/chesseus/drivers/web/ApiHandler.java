package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.tools.setup.ClockChoices;
import org.chesseus.tools.setup.Spelling;

/**
 * The JSON API under {@code /api/}: {@code GET /api/profiles}; {@code POST /api/games} opens a game
 * and {@code GET /api/games} lists them; {@code GET /api/games/{id}} shows one; {@code POST
 * /api/games/{id}/actions} acts on it; {@code GET /api/games/{id}/events} streams it (server-sent
 * events); {@code GET /api/games/{id}/compare} judges it under every profile of the panel; {@code
 * GET /api/games/{id}/pgn} is its record in PGN; {@code GET /api/games/{id}/positions/{ply}} an earlier
 * position, to look back at; {@code GET /api/cases} lists the casebook's cases and {@code GET
 * /api/cases/{id}} shows one for the class view, each book's ruling judged live ({@link ClassCases}). A
 * request from another site's page or naming another host is refused first ({@link OriginGuard}). A
 * refused request answers 4xx (503 over the server's limits, {@link ServeLimits}) with {@code {"error": "..."}} and changes nothing; a failure of the
 * server answers 500 with one line, never a stack trace.
 */
final class ApiHandler implements HttpHandler {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final OpenGames games;
    private final ComparePanel compare;
    private final ClassCases cases;
    private final EventStream events;
    private final RuleBookComposer composer;
    private final ServeDefaults defaults;
    private final EngineSeats engines;

    ApiHandler(OpenGames games, ComparePanel compare, ClassCases cases, EventStream events, RuleBookComposer composer,
            ServeDefaults defaults, EngineSeats engines) {
        this.games = requireNonNull(games, "games");
        this.compare = requireNonNull(compare, "compare");
        this.cases = requireNonNull(cases, "cases");
        this.events = requireNonNull(events, "events");
        this.composer = requireNonNull(composer, "composer");
        this.defaults = requireNonNull(defaults, "defaults");
        this.engines = requireNonNull(engines, "engines");
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try {
            route(exchange);
        } catch (HttpRefusal refused) {
            Exchanges.error(exchange, refused.status(), refused.getMessage());
        } catch (RejectedInputException refused) {
            Exchanges.error(exchange, HttpRefusal.BAD_REQUEST, refused.getMessage());
        } catch (IOException gone) {
            exchange.close();
        } catch (RuntimeException failure) {
            Exchanges.error(exchange, 500, "internal error: " + failure.getClass().getName()
                    + Optional.ofNullable(failure.getMessage()).map(text -> ": " + text.strip()).orElse(""));
        }
    }

    private void route(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        List<String> parts = List.of(path.replaceAll("^/+|/+$", "").split("/+"));
        if (parts.size() == 2 && parts.get(1).equals("profiles")) {
            Exchanges.require(exchange, "GET");
            Exchanges.json(exchange, 200, profiles());
        } else if (parts.size() == 2 && parts.get(1).equals("cases")) {
            Exchanges.require(exchange, "GET");
            Exchanges.json(exchange, 200, cases.list(exchange.getRequestURI().getRawQuery()));
        } else if (parts.size() == 3 && parts.get(1).equals("cases")) {
            Exchanges.require(exchange, "GET");
            Exchanges.json(exchange, 200, cases.sheet(parts.get(2)));
        } else if (parts.size() == 2 && parts.get(1).equals("games")) {
            games(exchange);
        } else if (parts.size() >= 3 && parts.size() <= 4 && parts.get(1).equals("games")) {
            game(exchange, games.find(parts.get(2)), parts.size() == 3 ? "" : parts.get(3));
        } else if (parts.size() == 5 && parts.get(1).equals("games") && parts.get(3).equals("positions")) {
            WebGame game = games.find(parts.get(2));
            Exchanges.require(exchange, "GET");
            Exchanges.json(exchange, 200, game.position(parts.get(4)));
        } else {
            throw new HttpRefusal(HttpRefusal.NOT_FOUND, "no API path " + path + "; paths: /api/profiles, /api/games,"
                    + " /api/games/{id}, /api/games/{id}/actions, /api/games/{id}/events, /api/games/{id}/compare,"
                    + " /api/games/{id}/pgn, /api/games/{id}/positions/{ply}, /api/cases, /api/cases/{id}");
        }
    }

    private void games(HttpExchange exchange) throws IOException {
        if (exchange.getRequestMethod().equalsIgnoreCase("GET")) {
            ObjectNode list = JSON.createObjectNode();
            ArrayNode ids = list.putArray("games");
            games.ids().forEach(ids::add);
            Exchanges.json(exchange, 200, list);
            return;
        }
        Exchanges.require(exchange, "POST");
        WebGame game = games.open(NewGame.read(Exchanges.body(exchange), defaults));
        exchange.getResponseHeaders().set("Location", "/api/games/" + game.id());
        Exchanges.json(exchange, 201, game.view());
    }

    private void game(HttpExchange exchange, WebGame game, String what) throws IOException {
        switch (what) {
            case "":
                Exchanges.require(exchange, "GET");
                Exchanges.json(exchange, 200, game.view());
                break;
            case "actions":
                Exchanges.require(exchange, "POST");
                Exchanges.json(exchange, 200, game.act(ActionRequest.read(Exchanges.body(exchange))));
                break;
            case "events":
                Exchanges.require(exchange, "GET");
                events.stream(exchange, game, () -> games.holds(game));
                break;
            case "pgn":
                Exchanges.require(exchange, "GET");
                Exchanges.send(exchange, 200, "application/x-chess-pgn; charset=utf-8",
                        game.pgn().getBytes(StandardCharsets.UTF_8));
                break;
            case "compare":
                Exchanges.require(exchange, "GET");
                Exchanges.json(exchange, 200, compare.judge(game));
                break;
            default:
                throw new HttpRefusal(HttpRefusal.NOT_FOUND, "no API path " + exchange.getRequestURI().getPath()
                        + "; a game has /actions, /events, /compare, /pgn and /positions/{ply}");
        }
    }

    private ObjectNode profiles() {
        ObjectNode answer = JSON.createObjectNode();
        TreeSet<String> names = new TreeSet<>(composer.layers().keySet());
        names.addAll(RuleBookComposer.ALIASES.keySet());
        ArrayNode list = answer.putArray("profiles");
        names.forEach(list::add);
        ArrayNode panel = answer.putArray("compare");
        ComparePanel.PROFILES.forEach(panel::add);
        answer.put("profile", defaults.profile());
        ArrayNode without = answer.putArray("without");
        defaults.without().forEach(without::add);
        for (String key : ClockChoices.KEYS) {
            answer.put(Spelling.field(key), defaults.clock().get(key));
        }
        if (engines.available()) {
            ObjectNode engine = answer.putObject("engine");
            engine.put("name", engines.name());
            if (engines.highest() > 0) {
                engine.put("lowest", engines.lowest());
                engine.put("highest", engines.highest());
            } else {
                engine.putNull("lowest");
                engine.putNull("highest");
            }
        } else {
            answer.putNull("engine");
        }
        return answer;
    }
}
