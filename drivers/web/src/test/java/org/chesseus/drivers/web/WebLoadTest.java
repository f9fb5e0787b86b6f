package org.chesseus.drivers.web;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.StreamSupport;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.drivers.web.ServedGames.Answer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The server under load on loopback: 200 event-stream clients follow 50 games that concurrent
 * clients play to the end (random legal moves from a seeded {@link Random}, a mate whenever one is
 * on the board, resignation at a ply cap), two clients racing with the same move on every move of
 * half the games. No move is lost or played twice: each view, each stream and each record equals
 * the moves the clients had accepted, in order; of two racing moves exactly one is played and the
 * other refused 409; nothing else answers but 2xx. The figures (actions/s, p50 and p99 latency) are
 * printed, never asserted: the machine is shared and noisy. Tagged {@code load}, it runs in CI.
 */
@Tag("load")
class WebLoadTest {
    private static final int GAMES = 50;
    private static final int STREAMS = 200;
    private static final int PLY_CAP = 130;
    private static final int LEAST_ACTIONS = 10_000;
    private static final long SEED = 16;
    private static final long WAIT_SECONDS = 90;

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void concurrentClientsLoseNoMoveAndPlayNoneTwice() throws Exception {
        ServeLimits roomy = new ServeLimits(Duration.ofMinutes(30), Duration.ofHours(24), 1_000, 2 * STREAMS);
        ExecutorService players = Executors.newFixedThreadPool(GAMES);
        try (ServedGames served = new ServedGames(roomy)) {
            Load load = new Load(served);
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < GAMES; i++) {
                ids.add(load.expect("open", load.await(load.send("POST", "/api/games", "{}")), 201).body().path("id").asText());
            }
            CountDownLatch connected = new CountDownLatch(STREAMS);
            List<Watcher> watchers = new ArrayList<>();
            for (int i = 0; i < STREAMS; i++) {
                watchers.add(new Watcher(served, ids.get(i % GAMES), connected));
            }
            assertTrue(connected.await(WAIT_SECONDS, TimeUnit.SECONDS), "all " + STREAMS + " streams sent the game at once");
            long start = System.nanoTime();
            List<Future<List<String>>> tables = new ArrayList<>();
            for (int i = 0; i < GAMES; i++) {
                tables.add(players.submit(new Table(load, ids.get(i), i)::play));
            }
            List<List<String>> played = new ArrayList<>();
            for (Future<List<String>> table : tables) {
                played.add(table.get(WAIT_SECONDS, TimeUnit.SECONDS));
            }
            long elapsed = System.nanoTime() - start;
            for (Watcher watcher : watchers) {
                watcher.done.get(WAIT_SECONDS, TimeUnit.SECONDS);
            }
            List<Runnable> checks = new ArrayList<>();
            Map<String, Integer> endings = new TreeMap<>();
            for (int i = 0; i < GAMES; i++) {
                checks.addAll(recordChecks(load, ids.get(i), played.get(i), watchers, endings));
            }
            load.report(elapsed, watchers, endings);
            assertAll(
                    () -> assertEquals(List.of(), List.copyOf(load.unexpected), "answers other than 2xx and the expected refusals"),
                    () -> assertTrue(load.latencies.size() >= LEAST_ACTIONS, load.latencies.size() + " actions"),
                    () -> assertTrue(load.races.get() > 0 && load.races.get() == load.refusedRaces.get(),
                            load.races.get() + " races, " + load.refusedRaces.get() + " refused"),
                    () -> checks.forEach(Runnable::run));
        } finally {
            players.shutdownNow();
            players.awaitTermination(10, TimeUnit.SECONDS);
        }
    }

    /** The game's view, its PGN and every stream of it end with exactly the moves the clients had accepted. */
    private static List<Runnable> recordChecks(Load load, String id, List<String> accepted, List<Watcher> watchers,
            Map<String, Integer> endings) {
        JsonNode view = load.expect("view", load.await(load.send("GET", "/api/games/" + id, null)), 200).body();
        endings.merge(view.path("outcome").path("code").asText("none"), 1, Integer::sum);
        String pgn = load.expect("pgn", load.await(load.send("GET", "/api/games/" + id + "/pgn", null)), 200).text();
        List<String> recorded = PgnReader.read(pgn).get(0).moves().stream().map(move -> move.san()).toList();
        List<Runnable> checks = new ArrayList<>();
        checks.add(() -> assertEquals(accepted, moves(view), "game " + id + "'s view"));
        checks.add(() -> assertEquals(accepted, recorded, "game " + id + "'s PGN"));
        checks.add(() -> assertTrue(view.path("outcome").isObject(), "game " + id + " is over: " + view.path("status")));
        for (Watcher watcher : watchers) {
            if (watcher.id.equals(id)) {
                checks.add(() -> assertEquals("", watcher.broken, "a stream of game " + id));
                checks.add(() -> assertEquals(accepted, moves(watcher.last), "the last event of a stream of game " + id));
                checks.add(() -> assertEquals(view.path("version"), watcher.last.path("version"), "game " + id));
                checks.add(() -> assertEquals(view.path("outcome"), watcher.last.path("outcome"), "game " + id));
            }
        }
        return checks;
    }

    private static List<String> moves(JsonNode view) {
        return StreamSupport.stream(view.path("moves").spliterator(), false).map(JsonNode::asText).toList();
    }

    /** The requests of the run: each timed, each answer not 2xx nor an expected refusal noted. */
    private static final class Load {
        final ServedGames served;
        final ConcurrentLinkedQueue<Long> latencies = new ConcurrentLinkedQueue<>();
        final ConcurrentLinkedQueue<String> unexpected = new ConcurrentLinkedQueue<>();
        final AtomicInteger races = new AtomicInteger();
        final AtomicInteger refusedRaces = new AtomicInteger();

        Load(ServedGames served) {
            this.served = served;
        }

        CompletableFuture<Answer> send(String method, String path, String body) {
            long start = System.nanoTime();
            return served.sendAsync(method, path, body).whenComplete((answer, failure) -> latencies.add(System.nanoTime() - start));
        }

        Answer await(CompletableFuture<Answer> answer) {
            return answer.orTimeout(WAIT_SECONDS, TimeUnit.SECONDS).join();
        }

        Answer expect(String what, Answer answer, int status) {
            if (answer.status() != status) {
                unexpected.add(what + ": " + answer.status() + " " + answer.text());
            }
            return answer;
        }

        void report(long elapsed, List<Watcher> watchers, Map<String, Integer> endings) {
            long[] sorted = latencies.stream().mapToLong(Long::longValue).sorted().toArray();
            double seconds = elapsed / 1e9;
            System.out.println(String.format(Locale.ROOT, "[chesseus] load: %d actions, %.0f actions/s, p50 %.1f ms,"
                    + " p99 %.1f ms (%d games, endings %s, %d streams, %d events (%d repeated), %d races, %.1f s)", sorted.length,
                    sorted.length / seconds, percentile(sorted, 50), percentile(sorted, 99), GAMES, endings, STREAMS,
                    watchers.stream().mapToInt(watcher -> watcher.events).sum(),
                    watchers.stream().mapToInt(watcher -> watcher.repeats).sum(), races.get(), seconds));
        }

        private static double percentile(long[] sorted, int percent) {
            return sorted.length == 0 ? 0 : sorted[Math.min(sorted.length - 1, sorted.length * percent / 100)] / 1e6;
        }
    }

    /**
     * The clients of one game: they look at it before every move, play a seeded random legal move
     * (a mate when one is there), two of them racing with the same move on even-numbered games; every
     * fifth game the player offers a draw with the move and the opponent declines it.
     */
    private static final class Table {
        private final Load load;
        private final String id;
        private final Random random;
        private final boolean racing;
        private final boolean offering;

        Table(Load load, String id, int number) {
            this.load = load;
            this.id = id;
            this.random = new Random(SEED + number);
            this.racing = number % 2 == 0;
            this.offering = number % 5 == 1;
        }

        List<String> play() {
            List<String> accepted = new ArrayList<>();
            while (true) {
                JsonNode view = load.expect("view", load.await(load.send("GET", "/api/games/" + id, null)), 200).body();
                if (!moves(view).equals(accepted)) {
                    load.unexpected.add("game " + id + " shows " + moves(view) + " after the moves " + accepted);
                }
                if (!view.path("outcome").isNull()) {
                    return accepted;
                }
                String side = view.path("toMove").asText();
                int ply = view.path("ply").asInt();
                if (ply >= PLY_CAP) {
                    act("{\"type\":\"resign\",\"by\":\"" + side + "\"}");
                    continue;
                }
                boolean offers = offering && ply % 20 == 10;
                if (offers) {
                    act("{\"type\":\"offer\",\"by\":\"" + side + "\"}");
                }
                String san = choose(view.path("legal"));
                // The ply seen, as the page sends it: of two racing copies the second names a ply the game has left.
                JsonNode after = move("{\"type\":\"move\",\"move\":\"" + san + "\",\"by\":\"" + side + "\",\"ply\":" + ply + "}", ply);
                accepted.add(san);
                if (offers && after.path("outcome").isNull()) {
                    act("{\"type\":\"decline\",\"by\":\"" + after.path("toMove").asText() + "\"}");
                }
            }
        }

        private JsonNode act(String body) {
            Answer answer = load.await(load.send("POST", "/api/games/" + id + "/actions", body));
            return load.expect("game " + id + " " + body, answer, 200).body();
        }

        /** Plays the move, twice at once on a racing table: one is played, the other refused 409. */
        private JsonNode move(String body, int ply) {
            if (!racing) {
                return act(body);
            }
            load.races.incrementAndGet();
            String path = "/api/games/" + id + "/actions";
            CompletableFuture<Answer> first = load.send("POST", path, body);
            CompletableFuture<Answer> second = load.send("POST", path, body);
            List<Answer> answers = List.of(load.await(first), load.await(second));
            List<Answer> played = answers.stream().filter(answer -> answer.status() == 200).toList();
            List<Answer> refused = answers.stream().filter(answer -> answer.status() == 409 && (answer.error().contains(
                    " may not move now: it is ") || answer.error().startsWith("the game is over")
                    || answer.error().startsWith("this move was sent for the position after " + ply + " half-moves"))).toList();
            if (played.size() != 1 || refused.size() != 1) {
                load.unexpected.add("game " + id + " " + body + " twice at once: " + answers);
                return answers.get(0).body();
            }
            load.refusedRaces.incrementAndGet();
            return played.get(0).body();
        }

        /** A mate if there is one, else half the time a capture, else any legal move. */
        private String choose(JsonNode legal) {
            List<JsonNode> all = new ArrayList<>();
            legal.forEach(all::add);
            List<JsonNode> mates = all.stream().filter(move -> move.path("san").asText().endsWith("#")).toList();
            List<JsonNode> captures = all.stream().filter(move -> move.path("capture").asBoolean()).toList();
            List<JsonNode> pool = !mates.isEmpty() ? mates : !captures.isEmpty() && random.nextBoolean() ? captures : all;
            return pool.get(random.nextInt(pool.size())).path("san").asText();
        }
    }

    /**
     * An event-stream client of one game: it counts the events, checks that each one's moves extend
     * the last one's (the versions never going back), and closes the stream once the game is over.
     */
    private static final class Watcher {
        final String id;
        final CompletableFuture<Void> done;
        private final CountDownLatch connected;
        int events;
        int repeats;
        JsonNode last;
        String broken = "";

        Watcher(ServedGames served, String id, CountDownLatch connected) {
            this.id = id;
            this.connected = connected;
            this.done = served.follow(id, this::see);
        }

        private boolean see(JsonNode view) {
            if (events++ == 0) {
                connected.countDown();
            } else if (view.path("version").asLong() == last.path("version").asLong()) {
                repeats++;
            }
            if (events > 1 && (view.path("version").asLong() < last.path("version").asLong()
                    || !extend(moves(view), moves(last)))) {
                broken = broken.isEmpty() ? "after " + moves(last) + " came " + moves(view) : broken;
            }
            last = view;
            return view.path("outcome").isNull();
        }

        private static boolean extend(List<String> moves, List<String> earlier) {
            return moves.size() >= earlier.size() && moves.subList(0, earlier.size()).equals(earlier);
        }
    }
}
