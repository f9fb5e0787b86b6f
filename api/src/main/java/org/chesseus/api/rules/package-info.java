/** The rule-layer service interfaces and the composition of layers into a rule book. */
package org.chesseus.api.rules;
