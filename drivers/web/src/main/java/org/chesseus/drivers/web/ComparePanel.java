package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.tools.compare.Comparison;
import org.chesseus.tools.compare.FinalEvent;
import org.chesseus.tools.compare.Scenario;
import org.chesseus.tools.compare.Verdict;

/**
 * The teaching view of {@code chesseus compare}, live: the moves of a game replayed under each
 * profile of the panel, judged as they stand now, and what a flag fall or a resignation of either
 * side would give under each (a book without the rule says so in its cell). One answer is kept per
 * game and version, so the panel costs nothing while no one acts.
 */
final class ComparePanel {
    /** The profiles the panel compares. */
    static final List<String> PROFILES = List.of("l1", "l2", "fide", "fide-online", "uscf", "lichess", "chesscom", "hybrid");
    private static final Map<String, FinalEvent> COLUMNS = columns();
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Comparison comparison;
    private final Map<String, ObjectNode> answered = new ConcurrentHashMap<>();

    ComparePanel(RuleBookComposer composer) {
        this.comparison = new Comparison(requireNonNull(composer, "composer"));
    }

    private static Map<String, FinalEvent> columns() {
        Map<String, FinalEvent> columns = new java.util.LinkedHashMap<>();
        columns.put("now", FinalEvent.NONE);
        columns.put("flagWhite", FinalEvent.FLAG_WHITE);
        columns.put("flagBlack", FinalEvent.FLAG_BLACK);
        columns.put("resignWhite", FinalEvent.RESIGN_WHITE);
        columns.put("resignBlack", FinalEvent.RESIGN_BLACK);
        return java.util.Collections.unmodifiableMap(columns);
    }

    /** Each profile's verdicts on the game as it stands. */
    ObjectNode judge(WebGame held) {
        Replayable game = held.replayable();
        ObjectNode kept = answered.get(held.id());
        if (kept == null || kept.get("version").asLong() != game.version()) {
            kept = panel(game);
            answered.put(held.id(), kept);
        }
        return kept.deepCopy();
    }

    private ObjectNode panel(Replayable game) {
        ObjectNode panel = JSON.createObjectNode();
        panel.put("version", game.version());
        panel.put("ply", game.moves().size());
        panel.put("profile", game.profile());
        ArrayNode columns = panel.putArray("columns");
        COLUMNS.forEach((name, event) -> columns.addObject().put("id", name)
                .put("title", event == FinalEvent.NONE ? "now" : event.phrase()));
        ArrayNode rows = panel.putArray("rows");
        for (String profile : PROFILES) {
            ObjectNode row = rows.addObject();
            row.put("profile", profile);
            row.put("current", profile.equals(game.profile()));
            COLUMNS.forEach((name, event) -> row.set(name, cell(comparison.judge(profile, scenario(game, event)))));
        }
        return panel;
    }

    private static Scenario scenario(Replayable game, FinalEvent event) {
        return new Scenario("this game", (legality, chess960) -> game.start(), game.chess960(), game.moves(), event);
    }

    private static ObjectNode cell(Verdict verdict) {
        ObjectNode cell = JSON.createObjectNode();
        cell.put("code", verdict.code().map(code -> code.code()).orElse(null));
        cell.put("score", verdict.score().orElse(null));
        cell.put("scoreCode", verdict.scoreCode().map(code -> code.code()).orElse(null));
        cell.put("article", verdict.article().orElse(null));
        cell.put("explanation", verdict.explanation());
        cell.put("error", verdict.error().isPresent());
        return cell;
    }
}
