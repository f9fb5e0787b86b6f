package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import org.chesseus.api.Position;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateVerdict;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.analyze.Analyst;
import org.chesseus.tools.analyze.ChaPeer;
import org.chesseus.tools.analyze.LabelledLine;
import org.chesseus.tools.analyze.PeerPass;
import org.chesseus.tools.analyze.Timings;

/**
 * {@code bench analyze --peer CMD}: our pass over the positions (warm) and CHA 2's, interleaved
 * round by round (ours, peer, ours, peer …), the same sides asked of the same positions, both full
 * or both quick; each side's mean, p50, p99 and max microseconds per position, the paired ratios
 * (ours / peer's) of the means and of the p50s, and their medians over the rounds. Where the peer
 * leaves positions unanswered (its quick mode prints only what it proves), its mean still counts
 * them (its closing line) but its percentiles do not, and no ratio of p50 is given. Both run on the
 * CPUs this process may use: launch it under {@code taskset -c 1}.
 */
final class AnalyzePeerRounds {
    private final Terminal terminal;
    private final JsonLines json;
    private final boolean asJson;

    AnalyzePeerRounds(Terminal terminal, JsonLines json, boolean asJson) {
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
        this.asJson = asJson;
    }

    /** One paired round; {@code ratioP50} null where the peer left positions unanswered (quick mode). */
    @JsonPropertyOrder({"round", "oursMean", "oursP50", "oursP99", "oursMax", "peerMean", "peerP50", "peerP99",
        "peerMax", "ratioMean", "ratioP50"})
    record Round(int round, double oursMean, double oursP50, double oursP99, double oursMax, double peerMean,
            double peerP50, double peerP99, double peerMax, double ratioMean, Double ratioP50) {
        static Round of(int round, Timings ours, Timings peer, boolean complete) {
            return new Round(round, ours.mean(), ours.p50(), ours.p99(), ours.max(), peer.mean(), peer.p50(), peer.p99(),
                    peer.max(), ratio(ours.mean(), peer.mean()), complete ? ratio(ours.p50(), peer.p50()) : null);
        }
    }

    /** The comparison: medians over the rounds, and what each side answered. */
    @JsonPropertyOrder({"peer", "quick", "side", "rounds", "positions", "peerAnswered", "oursMean", "oursP50",
        "oursP99", "oursMax", "peerMean", "peerP50", "peerP99", "peerMax", "ratioMean", "ratioMeanMin",
        "ratioMeanMax", "ratioP50", "no", "yes", "unknown", "peerWinnable", "peerUnwinnable", "peerOther"})
    record Summary(String peer, boolean quick, String side, int rounds, int positions, int peerAnswered,
            double oursMean, double oursP50, double oursP99, double oursMax, double peerMean, double peerP50,
            double peerP99, double peerMax, double ratioMean, double ratioMeanMin, double ratioMeanMax, Double ratioP50,
            int no, int yes, int unknown, int peerWinnable, int peerUnwinnable, int peerOther) {
    }

    /** Runs {@code rounds} paired rounds (ours warmed up already); returns the exit status. */
    int run(Analyst analyst, ChaPeer peer, List<LabelledLine> lines, List<Position> positions, int rounds, String side) {
        boolean quick = analyst.asking().quick();
        List<List<String>> queries = new ArrayList<>();
        lines.forEach(line -> queries.add(ChaPeer.queries(line.fen(), analyst.asking().side())));
        List<Round> results = new ArrayList<>();
        int[] ours = new int[3];
        PeerPass last = null;
        for (int round = 1; round <= rounds; round++) {
            long[] nanos = pass(analyst, positions, round == 1 ? ours : null);
            last = peer.pass(queries, quick);
            Round result = Round.of(round, Timings.of(nanos), last.timings(), last.answered() == positions.size());
            results.add(result);
            report(result);
        }
        int[] verdicts = last.verdicts();
        Summary summary = new Summary(peer.command(), quick, side, rounds, positions.size(), last.answered(),
                median(results, Round::oursMean), median(results, Round::oursP50), median(results, Round::oursP99),
                median(results, Round::oursMax), median(results, Round::peerMean), median(results, Round::peerP50),
                median(results, Round::peerP99), median(results, Round::peerMax), median(results, Round::ratioMean),
                results.stream().mapToDouble(Round::ratioMean).min().orElse(0),
                results.stream().mapToDouble(Round::ratioMean).max().orElse(0),
                results.stream().allMatch(round -> round.ratioP50() != null) ? median(results, Round::ratioP50) : null,
                ours[0], ours[1], ours[2], verdicts[0], verdicts[1], verdicts[2]);
        print(summary);
        return ExitStatus.OK;
    }

    /** Our pass: nanoseconds per position, every side asked; counts the answers when {@code verdicts} is given. */
    private long[] pass(Analyst analyst, List<Position> positions, int[] verdicts) {
        long[] nanos = new long[positions.size()];
        for (int i = 0; i < positions.size(); i++) {
            long start = terminal.clock().getAsLong();
            var answers = analyst.answers(positions.get(i));
            nanos[i] = terminal.clock().getAsLong() - start;
            if (verdicts != null) {
                for (MateAnswer answer : answers.values()) {
                    verdicts[answer.isNo() ? 0 : answer.verdict() == MateVerdict.YES ? 1 : 2]++;
                }
            }
        }
        return nanos;
    }

    private void report(Round round) {
        if (asJson) {
            json.print(round);
            return;
        }
        terminal.out().println(String.format(Locale.ROOT, "round %d: ours mean %.1f p50 %.1f p99 %.1f max %.1f µs;"
                + " peer mean %.1f p50 %.1f p99 %.1f max %.1f µs; ratio of means %.3f, of p50 %s", round.round(),
                round.oursMean(), round.oursP50(), round.oursP99(), round.oursMax(), round.peerMean(), round.peerP50(),
                round.peerP99(), round.peerMax(), round.ratioMean(), figure(round.ratioP50())));
        terminal.out().flush();
    }

    private void print(Summary summary) {
        if (asJson) {
            json.print(summary);
            return;
        }
        var out = terminal.out();
        out.println(String.format(Locale.ROOT, "median of %d interleaved rounds, %d positions (%s, %s):"
                + " ours mean %.1f p50 %.1f p99 %.1f max %.1f µs; peer mean %.1f p50 %.1f p99 %.1f max %.1f µs",
                summary.rounds(), summary.positions(), summary.side(), summary.quick() ? "quick" : "full",
                summary.oursMean(), summary.oursP50(), summary.oursP99(), summary.oursMax(), summary.peerMean(),
                summary.peerP50(), summary.peerP99(), summary.peerMax()));
        out.println(String.format(Locale.ROOT, "paired ratios (ours / peer): of means %.3f (min %.3f, max %.3f),"
                + " of p50 %s", summary.ratioMean(), summary.ratioMeanMin(), summary.ratioMeanMax(),
                figure(summary.ratioP50())));
        out.println("answers: ours " + summary.no() + " no, " + summary.yes() + " yes, " + summary.unknown()
                + " unknown; peer " + summary.peerUnwinnable() + " unwinnable, " + summary.peerWinnable() + " winnable, "
                + summary.peerOther() + " other");
        if (summary.peerAnswered() < summary.positions()) {
            out.println("peer answered " + summary.peerAnswered() + " of " + summary.positions() + " positions"
                    + " (quick: it prints only what it proves unwinnable); its mean counts them all (its closing line),"
                    + " its p50, p99 and max only those answered, so no ratio of p50 is given");
        }
        out.flush();
    }

    private static double median(List<Round> rounds, ToDoubleFunction<Round> figure) {
        double[] values = rounds.stream().mapToDouble(figure).sorted().toArray();
        int middle = values.length / 2;
        double median = values.length % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
        return Math.round(median * 1000.0) / 1000.0;
    }

    private static String figure(Double ratio) {
        return ratio == null ? "n/a" : String.format(Locale.ROOT, "%.3f", ratio);
    }

    private static double ratio(double ours, double peer) {
        return peer <= 0 ? 0 : Math.round(ours / peer * 1000.0) / 1000.0;
    }
}
