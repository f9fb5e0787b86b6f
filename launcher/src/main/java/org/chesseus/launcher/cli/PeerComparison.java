package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chesseus.api.Position;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.perft.BenchPosition;
import org.chesseus.tools.perft.PerftRunner;
import org.chesseus.tools.perft.UciPerftPeer;

/**
 * {@code bench perft --peer COMMAND}: our pass over the bench set and the peer's, interleaved
 * round by round (A B A B), both warm, reported as paired ratios (ours / peer's nodes per second)
 * and their median — the way speed is reported in this project. Run under {@code taskset -c 1}
 * to pin both to one CPU: the peer inherits the launcher's affinity. Every count of both sides is
 * checked against the published one.
 */
final class PeerComparison {
    private final Terminal terminal;
    private final JsonLines json;
    private final boolean asJson;

    PeerComparison(Terminal terminal, JsonLines json, boolean asJson) {
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
        this.asJson = asJson;
    }

    /** One paired round: total nodes and nodes/s of each side, and their ratio. */
    @JsonPropertyOrder({"round", "nodes", "ours_nps", "peer_nps", "ratio"})
    record Round(int round, long nodes, long ours_nps, long peer_nps, double ratio) {
    }

    /** The comparison's summary. */
    @JsonPropertyOrder({"peer", "rounds", "ours_nps_median", "peer_nps_median", "ratio_median", "ratio_min", "ratio_max"})
    record Summary(String peer, int rounds, long ours_nps_median, long peer_nps_median, double ratio_median,
            double ratio_min, double ratio_max) {
    }

    /** Runs {@code rounds} paired rounds after both sides have warmed up; returns the exit status. */
    int run(PerftRunner ours, UciPerftPeer peer, List<Position> positions, int rounds) {
        for (BenchPosition entry : BenchPosition.SET) {
            peer.count(entry.fen(), Math.max(1, entry.depth() - 2));
        }
        List<Round> results = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            long[] oursPass = pass(ours, null, positions, wrong);
            long[] peerPass = pass(null, peer, positions, wrong);
            long oursNps = rate(oursPass);
            long peerNps = rate(peerPass);
            Round result = new Round(round, oursPass[0], oursNps, peerNps, ratio(oursNps, peerNps));
            results.add(result);
            report(result);
        }
        Summary summary = summarize(peer.command(), results);
        if (asJson) {
            json.print(summary);
        } else {
            terminal.out().printf("median of %d paired rounds: ours %d nodes/s, peer %d nodes/s, ratio %.2f (min %.2f, max %.2f)%n",
                    rounds, summary.ours_nps_median(), summary.peer_nps_median(), summary.ratio_median(),
                    summary.ratio_min(), summary.ratio_max());
        }
        wrong.forEach(line -> terminal.err().println("bench perft: wrong count, " + line));
        return wrong.isEmpty() ? ExitStatus.OK : ExitStatus.INTERNAL;
    }

    /** Total nodes and nanoseconds of one side's pass over the set. */
    private static long[] pass(PerftRunner ours, UciPerftPeer peer, List<Position> positions, List<String> wrong) {
        long nodes = 0;
        long nanos = 0;
        for (int i = 0; i < positions.size(); i++) {
            BenchPosition entry = BenchPosition.SET.get(i);
            var result = ours != null ? ours.count(entry.fen(), positions.get(i), entry.depth())
                    : peer.count(entry.fen(), entry.depth());
            if (result.nodes() != entry.publishedNodes()) {
                wrong.add((ours != null ? "ours" : "peer") + " on " + entry.name() + ": " + result.nodes()
                        + ", published " + entry.publishedNodes());
            }
            nodes += result.nodes();
            nanos += result.nanos();
        }
        return new long[] {nodes, nanos};
    }

    private void report(Round round) {
        if (asJson) {
            json.print(round);
            return;
        }
        PrintWriter out = terminal.out();
        out.printf("round %d: ours %d nodes/s, peer %d nodes/s, ratio %.2f%n",
                round.round(), round.ours_nps(), round.peer_nps(), round.ratio());
        out.flush();
    }

    private static Summary summarize(String command, List<Round> rounds) {
        long[] ours = rounds.stream().mapToLong(Round::ours_nps).toArray();
        long[] peer = rounds.stream().mapToLong(Round::peer_nps).toArray();
        double[] ratios = rounds.stream().mapToDouble(Round::ratio).sorted().toArray();
        return new Summary(command, rounds.size(), BenchPerftCommand.median(ours), BenchPerftCommand.median(peer),
                median(ratios), ratios[0], ratios[ratios.length - 1]);
    }

    private static long rate(long[] pass) {
        return pass[1] <= 0 ? 0 : Math.round(pass[0] * 1e9 / pass[1]);
    }

    private static double ratio(long ours, long peer) {
        return peer == 0 ? 0 : Math.round(ours * 1000.0 / peer) / 1000.0;
    }

    private static double median(double[] sorted) {
        double[] values = sorted.clone();
        Arrays.sort(values);
        int middle = values.length / 2;
        double median = values.length % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
        return Math.round(median * 1000.0) / 1000.0;
    }
}
