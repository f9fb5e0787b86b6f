/** Texel tuning of the evaluation's weights: self-play data, labelled quiet positions, the fit. */
package org.chesseus.search.eval.tune;
