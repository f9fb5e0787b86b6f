package org.chesseus.tools.match;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The match figures against values computed independently with Python 3 (math module only):
 * <pre>
 * python3 -c "
 * import math
 * def st(W,L,D):
 *   N=W+L+D;x=(W+D/2)/N;v=(W*(1-x)**2+D*(.5-x)**2+L*x**2)/N;s=lambda e:1/(1+10**(-e/400))
 *   E=lambda p:-400*math.log10(1/p-1);m=1.959963984540054*math.sqrt(v/N)
 *   print(x,E(x),E(x-m),E(x+m),0.5*(1+math.erf((W-L)/math.sqrt(2*(W+L)))),N*(s(5)-s(0))*(2*x-s(0)-s(5))/(2*v))
 * st(60,40,100); st(5,3,2); st(1000,900,1100); st(10,0,1)"
 * </pre>
 * (the last with elo1 = 50 for the all-wins case, one draw added as {@link MatchStatistics#llr} says).
 */
class MatchStatisticsTest {
    private static final double EXACT = 1e-9;

    @Test
    void sixtyWinsFortyLossesAHundredDrawsScoreFiftyFivePercent() {
        Tally tally = Tally.of(60, 40, 100);
        double[] interval = MatchStatistics.eloInterval(tally);
        assertAll(
                () -> assertEquals(0.55, MatchStatistics.score(tally), EXACT),
                () -> assertEquals(34.86007028756008, MatchStatistics.elo(tally), EXACT),
                () -> assertEquals(1.037700169527114, interval[0], 1e-6),
                () -> assertEquals(69.35623785672156, interval[1], 1e-6),
                () -> assertEquals(0.9772498680518208, MatchStatistics.los(tally), 1e-6),
                () -> assertEquals(0.545093036820581, MatchStatistics.llr(tally, 0, 5), 1e-9));
    }

    @Test
    void aSmallMatchHasAWideInterval() {
        Tally tally = Tally.of(5, 3, 2);
        double[] interval = MatchStatistics.eloInterval(tally);
        assertAll(
                () -> assertEquals(70.43650362227247, MatchStatistics.elo(tally), EXACT),
                () -> assertEquals(-123.15195144574078, interval[0], 1e-6),
                () -> assertEquals(330.47992009071385, interval[1], 1e-6),
                () -> assertEquals(0.7602499389065233, MatchStatistics.los(tally), 1e-6),
                () -> assertEquals(0.03650650371079861, MatchStatistics.llr(tally, 0, 5), 1e-9));
    }

    @Test
    void threeThousandGamesNarrowTheIntervalAndTheSprtAcceptsNothingYet() {
        Tally tally = Tally.of(1000, 900, 1100);
        Sprt sprt = new Sprt(0, 5, 0.05, 0.05);
        assertAll(
                () -> assertEquals(11.585478374126666, MatchStatistics.elo(tally), EXACT),
                () -> assertEquals(0.9891092686044403, MatchStatistics.los(tally), 1e-6),
                () -> assertEquals(1.784817264164591, sprt.llr(tally), 1e-9),
                () -> assertEquals(Sprt.Verdict.CONTINUE, sprt.verdict(tally)));
    }

    @Test
    void waldsBoundsForFivePercentErrorsAreMinusAndPlusLn19() {
        Sprt sprt = Sprt.parse("0,5,0.05,0.05");
        assertAll(
                () -> assertEquals(-2.9444389791664403, sprt.lowerBound(), EXACT),
                () -> assertEquals(2.9444389791664403, sprt.upperBound(), EXACT));
    }

    @Test
    void tenWinsInARowAcceptH1WithOneDrawAddedForTheVariance() {
        Sprt sprt = Sprt.parse("0,50,0.05,0.05");
        Tally tally = Tally.of(10, 0, 0);
        assertAll(
                () -> assertEquals(15.934597095571744, sprt.llr(tally), 1e-9),
                () -> assertEquals(Sprt.Verdict.H1_ACCEPTED, sprt.verdict(tally)),
                () -> assertEquals(Sprt.Verdict.H0_ACCEPTED, sprt.verdict(Tally.of(0, 10, 0))));
    }

    @Test
    void pentanomialIntervalMeasuresTheVarianceOfPairs() {
        Tally tally = new Tally(0, 0, 0, new int[] {3, 10, 40, 12, 5});
        double[] interval = MatchStatistics.pairEloInterval(tally);
        // python3: p=[3,10,40,12,5];P=sum(p);x=sum(n*k/4 for k,n in enumerate(p))/P;
        // v=sum(n*(k/4-x)**2 for k,n in enumerate(p))/P;m=1.959963984540054*math.sqrt(v/P) -> elo(x-m), elo(x+m)
        assertAll(
                () -> assertEquals(-20.706792853229253, interval[0], 1e-6),
                () -> assertEquals(50.821906995999946, interval[1], 1e-6));
    }

    @Test
    void errorFunctionAgreesWithPythonsToSixPlaces() {
        // python3 -c "import math; print(math.erf(0.5), math.erf(-1.2), math.erf(2.5))"
        assertAll(
                () -> assertEquals(0.5204998778130465, MatchStatistics.erf(0.5), 1e-6),
                () -> assertEquals(-0.9103139782296353, MatchStatistics.erf(-1.2), 1e-6),
                () -> assertEquals(0.999593047982555, MatchStatistics.erf(2.5), 1e-6));
    }
}
