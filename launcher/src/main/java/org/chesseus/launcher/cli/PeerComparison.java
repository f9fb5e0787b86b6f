package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;

/**
 * {@code bench perft --peer COMMAND} and {@code bench search --peer COMMAND}: our pass over the
 * bench set and the peer's, interleaved round by round (A B A B), both warm, reported as paired
 * ratios (ours / peer's nodes per second) and their median — the way speed is reported in this
 * project. Run under {@code taskset -c 1} to pin both to one CPU: the peer inherits the launcher's
 * affinity. Each pass checks its own counts (published perft counts; a search's node total that must
 * not change from round to round) and the status is 3 when one is wrong.
 */
final class PeerComparison {
    /** One side's pass over the bench set: its total nodes and nanoseconds; a wrong count is added to {@code wrong}. */
    @FunctionalInterface
    interface Pass {
        long[] run(List<String> wrong);
    }

    private final Terminal terminal;
    private final JsonLines json;
    private final boolean asJson;
    private final String bench;

    PeerComparison(Terminal terminal, JsonLines json, boolean asJson, String bench) {
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
        this.asJson = asJson;
        this.bench = requireNonNull(bench, "bench");
    }

    /** One paired round: total nodes and nodes/s of each side, and their ratio. */
    @JsonPropertyOrder({"round", "nodes", "peer_nodes", "ours_nps", "peer_nps", "ratio"})
    record Round(int round, long nodes, long peer_nodes, long ours_nps, long peer_nps, double ratio) {
    }

    /** The comparison's summary. */
    @JsonPropertyOrder({"peer", "rounds", "ours_nps_median", "peer_nps_median", "ratio_median", "ratio_min", "ratio_max"})
    record Summary(String peer, int rounds, long ours_nps_median, long peer_nps_median, double ratio_median,
            double ratio_min, double ratio_max) {
    }

    /** Runs {@code rounds} paired rounds (both sides warmed up before); returns the exit status. */
    int run(String peerCommand, Pass ours, Pass peer, int rounds) {
        List<Round> results = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            long[] oursPass = ours.run(wrong);
            long[] peerPass = peer.run(wrong);
            long oursNps = rate(oursPass);
            long peerNps = rate(peerPass);
            Round result = new Round(round, oursPass[0], peerPass[0], oursNps, peerNps, ratio(oursNps, peerNps));
            results.add(result);
            report(result);
        }
        Summary summary = summarize(peerCommand, results);
        if (asJson) {
            json.print(summary);
        } else {
            terminal.out().printf("median of %d paired rounds: ours %d nodes/s, peer %d nodes/s, ratio %.2f (min %.2f, max %.2f)%n",
                    rounds, summary.ours_nps_median(), summary.peer_nps_median(), summary.ratio_median(),
                    summary.ratio_min(), summary.ratio_max());
        }
        wrong.forEach(line -> terminal.err().println("bench " + bench + ": wrong count, " + line));
        return wrong.isEmpty() ? ExitStatus.OK : ExitStatus.INTERNAL;
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
