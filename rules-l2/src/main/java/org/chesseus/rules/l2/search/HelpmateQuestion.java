package org.chesseus.rules.l2.search;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.mate.DeadPositionAnswer;
import org.chesseus.api.mate.DeadPositionProof;
import org.chesseus.api.mate.ForcedMateAnswer;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.mate.MateReason;
import org.chesseus.api.mate.MateVerdict;
import org.chesseus.rules.l2.proof.Material;
import org.chesseus.rules.l2.proof.ProofWords;
import org.chesseus.rules.l2.proof.Prospects;
import org.chesseus.rules.l2.table.EndgameTables;
import org.chesseus.rules.l2.table.TableAnswer;

/**
 * "Can this side still checkmate?" (FIDE 5.2.2, 6.9, 5.1.2), answered cheapest first as RULES-NOTES
 * §5 lays out: a position already over; the material table ({@link MateReason#MATERIAL}); the
 * static proof plugged in ({@link MateReason#BLOCKADE}); then the forced moves, and the helpmate
 * search ({@code yes}, with the line) and the closure search ({@code no}, {@link
 * MateReason#SEARCH}) taking turns with growing allowances until the budget is spent ({@code
 * unknown}). {@code no} is sound: it rests on a proof, never on a hash. The forced mate of the books
 * that ask for a forced win (US Chess 14E, {@link #forcedMate}) is read exactly from the {@link
 * EndgameTables} where they cover the position (four pieces or fewer, no castling right, the mater
 * without pawns) and otherwise asked of the bounded AND-OR {@link ForcedMateSearch}.
 *
 * <p>Thread-safe: each thread searches with its own tables and buffers (so a static proof must not
 * itself ask a question on the same thread).
 */
public final class HelpmateQuestion implements MateQuestion {
    /**
     * The node budget of {@link #arbiterBudget}: measured on CHA-Solver's 3,414 test positions (the
     * figures are in the conformance test's report), it bounds the worst case to tens of
     * milliseconds per side where {@link MateBudget#DEFAULT_NODES} may take about a second.
     */
    public static final long ARBITER_NODES = 20_000;
    /**
     * The closure search's share of each round where the side's mate is in prospect ({@link
     * Prospects}): a quarter of the helpmate search's allowance.
     */
    private static final int PROSPECT_CLOSURE_SHARE = 4;
    /** Each thread's searches: the tables are large, so the questions asked on a thread share them. */
    private static final ThreadLocal<Searches> SEARCHES = new ThreadLocal<>();

    private final Legality legality;
    private final ClosingProof rootProof;
    private final ClosingProof proof;
    private final SearchTuning tuning;

    /** The question with the material table as its only static proof and the standard tuning. */
    public HelpmateQuestion(Legality legality) {
        this(legality, ClosingProof.material(), SearchTuning.standard());
    }

    /** The question with a static proof (material and blockade) and its tuning. */
    public HelpmateQuestion(Legality legality, ClosingProof proof, SearchTuning tuning) {
        this(legality, proof, proof, tuning);
    }

    /**
     * The question with one static proof for the position asked about ({@code rootProof}, asked
     * once, so it may be thorough) and one that closes lines inside the searches ({@code proof},
     * asked after every capture or pawn move, so it should be cheap). Both must be sound.
     */
    public HelpmateQuestion(Legality legality, ClosingProof rootProof, ClosingProof proof, SearchTuning tuning) {
        this.legality = requireNonNull(legality, "legality");
        this.rootProof = requireNonNull(rootProof, "rootProof");
        this.proof = requireNonNull(proof, "proof");
        this.tuning = requireNonNull(tuning, "tuning");
    }

    /** A budget for an answer after every move: {@link #ARBITER_NODES} nodes, the default depth. */
    public static MateBudget arbiterBudget(boolean clockAware) {
        return new MateBudget(ARBITER_NODES, MateBudget.DEFAULT_PLIES, clockAware);
    }

    @Override
    public MateAnswer canMate(Position position, Color mater, MateBudget budget) {
        return canMate(position, mater, budget, true);
    }

    /** The answer; the line of a yes is tidied ({@link HelpmateLine}) only when {@code readableLine}. */
    @Override
    public MateAnswer canMate(Position position, Color mater, MateBudget budget, boolean readableLine) {
        requireNonNull(budget, "budget");
        return ask(position, mater, budget, rootProof, readableLine);
    }

    /**
     * The quick tier: the steps of {@link #canMate}, cheapest first, with the cheap static proof
     * that closes lines inside the searches in place of the thorough one at the root; then, where
     * the side's mate is in prospect ({@link Prospects}: a mating force that can reach the other
     * king, in a position that is not forced or after some forced move), "probably can" at once;
     * elsewhere {@link MateQuestion#QUICK_NODES} nodes of forced moves, helpmate and closure
     * search. Its no is as sound as the full question's (material, blockade or a closed search);
     * its yes carries the line the short search found; unknown is "probably can".
     */
    @Override
    public MateAnswer quickCanMate(Position position, Color mater, boolean clockAware) {
        return ask(position, mater, new MateBudget(QUICK_NODES, MateBudget.DEFAULT_PLIES, clockAware), proof, false, true);
    }

    private MateAnswer ask(Position position, Color mater, MateBudget budget, ClosingProof root, boolean readableLine) {
        return ask(position, mater, budget, root, readableLine, false);
    }

    private MateAnswer ask(Position position, Color mater, MateBudget budget, ClosingProof root, boolean readableLine,
            boolean quick) {
        requireNonNull(position, "position");
        requireNonNull(mater, "mater");
        Searches run = searches();
        SearchBoard board = run.board(legality, position);
        int side = mater.ordinal();
        int legalMoves = board.countLegalMoves();
        if (legalMoves == 0) {
            boolean mated = board.inCheck() && board.sideToMove() != side;
            return mated ? MateAnswer.yes(mater, List.of(), 0) : MateAnswer.no(mater, MateReason.GAME_OVER, 0);
        }
        if (Material.cannotMate(board, side)) {
            return MateAnswer.no(mater, MateReason.MATERIAL, 0);
        }
        boolean prospect = !quick && legalMoves > 1 && Prospects.inProspect(board, side, legalMoves);
        if (!prospect && root.cannotMate(board, side)) {
            return MateAnswer.no(mater, MateReason.BLOCKADE, 0);
        }
        if (quick && Prospects.inProspect(board, side, legalMoves)) {
            return MateAnswer.unknown(mater, 0);
        }
        run.state.reset(board, side, budget, proof);
        Outcome outcome = search(run, prospect ? PROSPECT_CLOSURE_SHARE : 1, prospect ? root : null);
        MateAnswer answer = outcome == Outcome.PROVEN ? MateAnswer.no(mater, MateReason.BLOCKADE, run.state.nodes)
                : answer(mater, run, outcome);
        return readableLine ? HelpmateLine.tidy(answer, position, legality, board, budget.clockAware()) : answer;
    }

    /**
     * The search: forced moves, then the helpmate and closure searches in turn, each round's
     * allowance {@code growth} times the last; the closure search gets {@code 1/closureShare} of
     * each round's allowance (a side whose mate is in prospect is seldom closed: its helpmate gets
     * the nodes). A {@code deferred} root proof (where the mate is in prospect and the root has a
     * choice of moves) is asked after the first helpmate round, before any closure search
     * ({@link Outcome#PROVEN}): on real positions the thorough proof costs as much as the few
     * dozen nodes that usually find the mate, and a sound proof can only hold where no helpmate
     * exists, so asking it later changes no verdict and no reason.
     */
    private Outcome search(Searches run, int closureShare, ClosingProof deferred) {
        SearchState state = run.state;
        Outcome forced = ForcedMoves.play(state);
        if (forced != Outcome.OPEN) {
            // With a deferred proof the root has a choice: no forced move was played.
            return forced == Outcome.CLOSED && deferred != null && deferred.cannotMate(state.board, state.mater)
                    ? Outcome.PROVEN : forced;
        }
        run.helpmate.restart();
        run.closure.restart();
        long allowance = tuning.firstRound();
        while (state.nodes < state.nodeBudget) {
            long before = state.nodes;
            state.allow(allowance);
            if (run.helpmate.run() == Outcome.MATE) {
                return Outcome.MATE;
            }
            if (deferred != null) {
                // The first round found no mate: the root proof is asked now, the board at the root.
                if (deferred.cannotMate(state.board, state.mater)) {
                    return Outcome.PROVEN;
                }
                deferred = null;
            }
            state.allow(Math.max(1, allowance / closureShare));
            Outcome closure = run.closure.run();
            if (closure != Outcome.OPEN) {
                return closure;
            }
            if (state.nodes == before) {
                // Both searches are at their depth limits: more nodes would change nothing.
                return Outcome.OPEN;
            }
            allowance = allowance > Long.MAX_VALUE / tuning.growth() ? Long.MAX_VALUE : allowance * tuning.growth();
        }
        return Outcome.OPEN;
    }

    private static MateAnswer answer(Color mater, Searches run, Outcome outcome) {
        SearchState state = run.state;
        switch (outcome) {
            case MATE: return MateAnswer.yes(mater, state.line(state.lineLength), state.nodes);
            case CLOSED: return MateAnswer.no(mater, state.closedByClock ? MateReason.SEVENTY_FIVE_MOVES : MateReason.SEARCH,
                    state.nodes);
            default: return MateAnswer.unknown(mater, state.nodes);
        }
    }

    /** The men and squares the proof rests on ({@link ProofWords}). */
    @Override
    public DeadPositionProof explain(Position position, DeadPositionAnswer answer) {
        return ProofWords.explain(legality, legality.board(position), answer);
    }

    @Override
    public ForcedMateAnswer forcedMate(Position position, Color mater, int plies, long nodes) {
        requireNonNull(position, "position");
        requireNonNull(mater, "mater");
        if (plies < 0 || nodes < 1) {
            throw new IllegalArgumentException("a forced mate needs plies >= 0 and nodes >= 1");
        }
        Optional<TableAnswer> table = EndgameTables.shared().forcedMate(position, mater);
        if (table.isPresent()) {
            return fromTable(position, mater, plies, table.get());
        }
        return forcedMateSearch(position, mater, plies, nodes);
    }

    /** The bounded AND-OR search alone, without the tables: what {@link #forcedMate} asks beyond them. */
    ForcedMateAnswer forcedMateSearch(Position position, Color mater, int plies, long nodes) {
        Searches run = searches();
        SearchBoard board = run.board(legality, position);
        int bound = Math.min(plies, ForcedMateSearch.MAX_PLIES);
        run.state.reset(board, mater.ordinal(), new MateBudget(nodes, Math.max(bound, 1), false), proof);
        Outcome outcome = run.forced.run(bound);
        SearchState state = run.state;
        MateVerdict verdict = outcome == Outcome.MATE ? MateVerdict.YES
                : outcome == Outcome.CLOSED ? MateVerdict.NO : MateVerdict.UNKNOWN;
        return new ForcedMateAnswer(mater, verdict, bound,
                verdict == MateVerdict.YES ? state.line(state.lineLength) : List.of(), state.nodes);
    }

    /**
     * The table's exact answer to the bounded question: a mate within {@code plies} with its main
     * line, or none at all (both exact); a mate longer than {@code plies} is a no within the bound,
     * not exact.
     */
    private ForcedMateAnswer fromTable(Position position, Color mater, int plies, TableAnswer answer) {
        if (!answer.mate()) {
            return new ForcedMateAnswer(mater, MateVerdict.NO, plies, List.of(), 0, true);
        }
        if (answer.plies() > plies) {
            return new ForcedMateAnswer(mater, MateVerdict.NO, plies, List.of(), 0, false);
        }
        List<Move> line = EndgameTables.shared().mainLine(position, mater, answer, legality);
        return new ForcedMateAnswer(mater, MateVerdict.YES, plies, line, 0, true);
    }

    private Searches searches() {
        Searches run = SEARCHES.get();
        if (run == null || run.tableBits != tuning.tableBits()) {
            run = new Searches(tuning.tableBits());
            SEARCHES.set(run);
        }
        return run;
    }

    /** One thread's search state and the searches sharing it. */
    private static final class Searches {
        final SearchState state;
        final HelpmateSearch helpmate;
        final ClosureSearch closure;
        final ForcedMateSearch forced;
        final int tableBits;
        /** The thread's board, reloaded for each question ({@link Legality#board(Position, SearchBoard)}). */
        private SearchBoard board;

        /** The thread's board holding {@code position}: the one of the last question, reloaded where it can be. */
        SearchBoard board(Legality legality, Position position) {
            board = legality.board(position, board);
            return board;
        }

        Searches(int tableBits) {
            this.tableBits = tableBits;
            state = new SearchState(tableBits);
            helpmate = new HelpmateSearch(state);
            closure = new ClosureSearch(state);
            forced = new ForcedMateSearch(state);
        }
    }
}
