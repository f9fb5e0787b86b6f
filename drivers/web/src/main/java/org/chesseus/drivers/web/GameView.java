package org.chesseus.drivers.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;
import java.util.Optional;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.Color;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.Square;
import org.chesseus.api.game.ClockReading;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.Ruling;
import org.chesseus.tools.setup.ClockChoices;
import org.chesseus.tools.setup.Spelling;

/**
 * A game's ruling as JSON for the page and API users: the position (FEN and the 64 squares), the
 * status line's parts ({@code C!} check, {@code M=} the half-move clock in half-moves, {@code R=}
 * the repetitions of the position, {@code D?} the standing offer), the draw the player having the
 * move may claim now, both clocks, the legal moves (UCI and SAN, each with the draw a claim written
 * with it would give), the moves in SAN, what the last
 * action did besides, the engine played against (its side, level, and whether it is thinking), and
 * at the end the code, score, article and explanation.
 */
final class GameView {
    private static final ObjectMapper JSON = new ObjectMapper();

    private GameView() {
    }

    static ObjectNode of(WebGame held) {
        Game game = held.game();
        Ruling ruling = game.ruling();
        Position position = ruling.position();
        ObjectNode view = JSON.createObjectNode();
        view.put("id", held.id());
        view.put("version", held.currentVersion());
        setUp(view, held);
        view.put("fen", fen(held, position));
        view.put("toMove", side(position.sideToMove()));
        view.put("ply", ruling.ply());
        view.put("check", ruling.check());
        view.put("halfmoveClock", ruling.halfmoveClock());
        view.put("repetitions", ruling.repetitionCount());
        view.put("offer", ruling.pendingOffer().map(GameView::side).orElse(null));
        ruling.claimAvailable().ifPresentOrElse(claim -> view.set("claim", outcome(claim)), () -> view.putNull("claim"));
        ruling.clocks().ifPresentOrElse(clocks -> view.set("clocks", clocks(clocks)), () -> view.putNull("clocks"));
        view.put("status", status(ruling));
        view.set("board", board(position));
        view.set("legal", legal(game, position, held.notation(), ruling.isOver()));
        Position start = game.positions().get(0);
        view.put("startFullmove", start.fullmoveNumber());
        view.put("startSide", side(start.sideToMove()));
        ArrayNode moves = view.putArray("moves");
        held.san().forEach(moves::add);
        ruling.lastMove().ifPresentOrElse(move -> view.set("lastMove", squares(move)), () -> view.putNull("lastMove"));
        view.put("notice", held.notice().orElse(null));
        ruling.outcome().ifPresentOrElse(end -> view.set("outcome", outcome(end)), () -> view.putNull("outcome"));
        return view;
    }

    /**
     * An earlier position of the game, to look back at: {@code ply}, {@code fen}, {@code toMove},
     * {@code check}, {@code board}, the move that led to it ({@code lastMove} squares, {@code san}),
     * and {@code current} false — nothing to act on.
     */
    static ObjectNode earlier(WebGame held, Position position, int ply, Optional<Move> last, Optional<String> san) {
        ObjectNode view = JSON.createObjectNode();
        view.put("id", held.id());
        view.put("ply", ply);
        view.put("fen", fen(held, position));
        view.put("toMove", side(position.sideToMove()));
        view.put("check", held.game().book().legality().inCheck(position, position.sideToMove()));
        view.set("board", board(position));
        last.ifPresentOrElse(move -> view.set("lastMove", squares(move)), () -> view.putNull("lastMove"));
        view.put("san", san.orElse(null));
        return view;
    }

    private static String fen(WebGame held, Position position) {
        return new FenWriter(held.game().book().legality(), held.chess960() ? CastlingNotation.X_FEN
                : CastlingNotation.STANDARD).write(position);
    }

    /** How the game was set up: profile, rules dropped, clock choices, Chess960, start. */
    private static void setUp(ObjectNode view, WebGame held) {
        view.put("profile", held.game().book().profile());
        ArrayNode without = view.putArray("without");
        held.game().book().dropped().forEach(without::add);
        for (String key : ClockChoices.KEYS) {
            view.put(Spelling.field(key), held.clock(key).orElse(null));
        }
        view.put("chess960", held.chess960());
        held.chess960Number().ifPresentOrElse(number -> view.put("chess960Number", number), () -> view.putNull("chess960Number"));
        view.put("startFen", held.startFen());
        held.opponent().ifPresentOrElse(seat -> {
            ObjectNode opponent = view.putObject("opponent");
            opponent.put("side", side(seat.side()));
            if (seat.elo() > 0) {
                opponent.put("elo", seat.elo());
            } else {
                opponent.putNull("elo");
            }
            opponent.put("thinking", held.thinking() && !held.game().isOver());
        }, () -> view.putNull("opponent"));
    }

    /** {@code 1-0, W#, FIDE 5.1.1}. */
    static String ending(Outcome outcome) {
        return outcome.score().pgn() + ", " + outcome.code().code() + ", " + outcome.article();
    }

    /** FideLite's status line: {@code White to move  C!  M=4  R=2  D? (Black offers)}. */
    static String status(Ruling ruling) {
        StringBuilder line = new StringBuilder();
        line.append(ruling.position().sideToMove().title()).append(" to move");
        if (ruling.check()) {
            line.append("  C!");
        }
        line.append("  M=").append(ruling.halfmoveClock()).append("  R=").append(ruling.repetitionCount());
        ruling.pendingOffer().ifPresent(by -> line.append("  D? (").append(by.title()).append(" offers a draw)"));
        return line.toString();
    }

    static String side(Color color) {
        return color.name().toLowerCase(Locale.ROOT);
    }

    static ObjectNode outcome(Outcome outcome) {
        ObjectNode node = JSON.createObjectNode();
        node.put("code", outcome.code().code());
        node.put("scoreCode", outcome.scoreCode().map(code -> code.code()).orElse(null));
        node.put("score", outcome.score().pgn());
        node.put("article", outcome.article());
        node.put("rule", outcome.rule());
        node.put("explanation", outcome.explanation());
        node.put("ply", outcome.ply());
        return node;
    }

    private static ObjectNode clocks(ClockReading clocks) {
        ObjectNode node = JSON.createObjectNode();
        node.put("white", clocks.remaining(Color.WHITE).toMillis());
        node.put("black", clocks.remaining(Color.BLACK).toMillis());
        node.put("running", clocks.running().map(GameView::side).orElse(null));
        return node;
    }

    /** The 64 squares from a1 to h8, each a FEN letter or empty. */
    static ArrayNode board(Position position) {
        ArrayNode squares = JSON.createArrayNode();
        for (Square square : Square.values()) {
            squares.add(position.pieceAt(square).map(piece -> String.valueOf(piece.fenLetter())).orElse(""));
        }
        return squares;
    }

    private static ArrayNode legal(Game game, Position position, MoveNotation notation, boolean over) {
        ArrayNode legal = JSON.createArrayNode();
        if (over) {
            return legal;
        }
        for (Move move : game.book().legality().legalMoves(position)) {
            String uci = notation.uci(position, move);
            ObjectNode node = legal.addObject();
            node.put("uci", uci);
            node.put("san", notation.san(position, move));
            node.put("from", uci.substring(0, 2));
            node.put("to", uci.substring(2, 4));
            node.put("capture", move.kind().isCapture());
            Optional<String> promotion = move.promotion().map(type -> String.valueOf(Character.toLowerCase(type.letter())));
            node.put("promotion", promotion.orElse(null));
            // The draw a request written with this move would claim (9.2.1, 9.3.1), as the book rules it.
            game.claimAfter(move).ifPresentOrElse(claim -> node.set("claim", outcome(claim)), () -> node.putNull("claim"));
        }
        return legal;
    }

    /** {@code {"from": "e2", "to": "e4"}}. */
    static ObjectNode squares(Move move) {
        ObjectNode node = JSON.createObjectNode();
        node.put("from", move.from().toString());
        node.put("to", move.to().toString());
        return node;
    }
}
