/** The composition root: rule layers found with ServiceLoader, bound in one Guice injector per launch. */
package org.chesseus.launcher.wiring;
